help
help los
help exit
