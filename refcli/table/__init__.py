"""The hand as a state machine (engine), its state, pot division and showdown rulings."""
