.class public interface abstract Lcom/wrenfield/notes/core/IdSource;
.super Ljava/lang/Object;
.source "IdSource.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/core/IdSource$Secure;,
        Lcom/wrenfield/notes/core/IdSource$Sequential;
    }
.end annotation


# virtual methods
.method public abstract next()Ljava/lang/String;
.end method
