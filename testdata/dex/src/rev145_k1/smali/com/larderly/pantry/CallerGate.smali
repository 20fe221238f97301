.class public interface abstract Lcom/larderly/pantry/CallerGate;
.super Ljava/lang/Object;
.source "Gates.kt"


# virtual methods
.method public abstract admit-saGEPsk(I)Ljava/lang/String;
.end method
