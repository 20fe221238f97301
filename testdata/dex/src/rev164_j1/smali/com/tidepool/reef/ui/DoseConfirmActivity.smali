.class public final Lcom/tidepool/reef/ui/DoseConfirmActivity;
.super Lcom/tidepool/reef/ui/ConfirmActivity;
.source "DoseConfirmActivity.java"


# static fields
.field public static final ACTION_CONFIRM_DOSE:Ljava/lang/String; = "com.tidepool.reef.action.CONFIRM_DOSE"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Lcom/tidepool/reef/ui/ConfirmActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected heading()Ljava/lang/String;
    .registers 2

    .line 9
    const-string v0, "A paired controller app asks to run your dosing pumps"

    return-object v0
.end method
