.class interface abstract Lcom/copperwick/cetp/CopperToolProvider$MethodHandler;
.super Ljava/lang/Object;
.source "CopperToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/copperwick/cetp/CopperToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x608
    name = "MethodHandler"
.end annotation


# virtual methods
.method public abstract handle(Lcom/copperwick/cetp/CopperToolProvider;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
