// placeholder; replaced as the target is built
