.class interface abstract Lcom/example/tke/Pending;
.super Ljava/lang/Object;
.source "Pending.java"


# virtual methods
.method public abstract args()Ljava/lang/String;
.end method

.method public abstract expired()Z
.end method
