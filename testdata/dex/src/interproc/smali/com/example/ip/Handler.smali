# Java sketch: interface Handler { int handle(); }
.class interface abstract Lcom/example/ip/Handler;
.super Ljava/lang/Object;
.source "Handler.java"

.method public abstract handle()I
.end method
