.class public final Lapp/quire/reader/cetp/Outcome$NeedsUser;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/quire/reader/cetp/Outcome;


# instance fields
.field private final code:Lapp/quire/reader/cetp/ErrorCode;

.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/quire/reader/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->code:Lapp/quire/reader/cetp/ErrorCode;

    iput-object p2, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->message:Ljava/lang/String;

    iput-object p3, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iput-object p4, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->resumeToken:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Lapp/quire/reader/cetp/ErrorCode;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->code:Lapp/quire/reader/cetp/ErrorCode;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lapp/quire/reader/cetp/Outcome$NeedsUser;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
