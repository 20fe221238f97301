.class public Lcom/keyholder/di/ResolutionModule;
.super Ljava/lang/Object;
.source "ResolutionModule.java"


# annotations
.annotation runtime Ldagger/Module;
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method provideGrantFlags()I
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "grantResolutionFlags"
    .end annotation

    .line 22
    const/high16 v0, 0xc000000

    return v0
.end method

.method provideLockFlags()I
    .registers 2
    .annotation runtime Ldagger/Provides;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "lockResolutionFlags"
    .end annotation

    .line 16
    const/high16 v0, 0x8000000

    return v0
.end method

.method provideLockScreen()Landroid/content/ComponentName;
    .registers 4
    .annotation runtime Ldagger/Provides;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "lockScreen"
    .end annotation

    .line 35
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "com.keyholder"

    const-string v2, "com.keyholder.ui.ConfirmActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method provideOwnerApproval()Landroid/content/ComponentName;
    .registers 4
    .annotation runtime Ldagger/Provides;
    .end annotation

    .annotation runtime Ljavax/inject/Named;
        value = "ownerApproval"
    .end annotation

    .line 29
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "com.keyholder.owner"

    const-string v2, "com.keyholder.owner.ApproveGrantActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method
