.class public final Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;
.super Lapp/larder/home/cetp/ToolFailure;
.source "Failures.kt"


# instance fields
.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 4

    const-string v0, "resolution"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;->resolution:Landroid/app/PendingIntent;

    iput-object p2, p0, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;->resumeToken:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
