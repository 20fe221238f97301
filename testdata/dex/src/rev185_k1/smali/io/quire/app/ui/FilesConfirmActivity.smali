.class public final Lio/quire/app/ui/FilesConfirmActivity;
.super Lio/quire/app/ui/ConfirmScreen;
.source "ConfirmScreen.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 60
    invoke-direct {p0}, Lio/quire/app/ui/ConfirmScreen;-><init>()V

    return-void
.end method


# virtual methods
.method protected getHeading()Ljava/lang/String;
    .registers 2

    .line 61
    const-string v0, "Change your attachments?"

    return-object v0
.end method
