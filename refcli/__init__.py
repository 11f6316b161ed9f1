"""refcli: referee and banker for a home card game played with physical cards."""

__version__ = "0.1.0"
