.class interface abstract Lcom/example/r31j3/ToolComponent;
.super Ljava/lang/Object;
.source "ToolComponent.java"

.method public abstract browser()Lcom/example/r31j3/Browser;
.end method

.method public abstract pinger()Lcom/example/r31j3/Pinger;
.end method

.method public abstract tokens()Lcom/example/r31j3/TokenStore;
.end method
