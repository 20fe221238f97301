# class Confirm extends Activity {}
.class public Lcom/example/demo/Confirm;
.super Landroid/app/Activity;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
