.class public interface abstract Lcom/tb/Minter;
.super Ljava/lang/Object;
.source "Minter.java"


# virtual methods
.method public abstract mint()Ljava/lang/String;
.end method

