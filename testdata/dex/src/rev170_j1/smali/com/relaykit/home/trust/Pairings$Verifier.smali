.class public interface abstract Lcom/relaykit/home/trust/Pairings$Verifier;
.super Ljava/lang/Object;
.source "Pairings.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/trust/Pairings;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Verifier"
.end annotation


# virtual methods
.method public abstract signedAsPaired(Ljava/lang/String;[B)Z
.end method
