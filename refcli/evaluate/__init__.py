"""Hand evaluation: pure functions of cards. Import the module you need (hand, formations, chicago, ...)."""
