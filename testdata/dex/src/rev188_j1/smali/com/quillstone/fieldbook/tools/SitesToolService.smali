.class public Lcom/quillstone/fieldbook/tools/SitesToolService;
.super Landroid/app/Service;
.source "SitesToolService.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 11
    const/4 v0, 0x0

    return-object v0
.end method
