.class public interface abstract Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "CallerGate"
.end annotation


# virtual methods
.method public abstract admit(I)Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method
