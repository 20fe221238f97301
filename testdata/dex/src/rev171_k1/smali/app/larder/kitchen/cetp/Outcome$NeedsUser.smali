.class public final Lapp/larder/kitchen/cetp/Outcome$NeedsUser;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/larder/kitchen/cetp/Outcome;


# instance fields
.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 5

    const-string v0, "message"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->message:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iput-object p3, p0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->resumeToken:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$NeedsUser;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
