.class public interface abstract Lcom/kestrel/ledger/identity/CallerCache$Loader;
.super Ljava/lang/Object;
.source "CallerCache.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/identity/CallerCache;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Loader"
.end annotation


# virtual methods
.method public abstract load(I)Lcom/kestrel/ledger/identity/CallerIdentity;
.end method
