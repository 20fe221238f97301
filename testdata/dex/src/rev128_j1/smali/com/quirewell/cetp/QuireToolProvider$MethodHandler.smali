.class interface abstract Lcom/quirewell/cetp/QuireToolProvider$MethodHandler;
.super Ljava/lang/Object;
.source "QuireToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quirewell/cetp/QuireToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x608
    name = "MethodHandler"
.end annotation


# virtual methods
.method public abstract handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
