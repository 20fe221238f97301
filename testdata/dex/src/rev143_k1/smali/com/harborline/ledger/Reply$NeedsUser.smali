.class public final Lcom/harborline/ledger/Reply$NeedsUser;
.super Lcom/harborline/ledger/Reply;
.source "Protocol.kt"


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

    .line 10
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/harborline/ledger/Reply;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/harborline/ledger/Reply$NeedsUser;->message:Ljava/lang/String;

    iput-object p2, p0, Lcom/harborline/ledger/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iput-object p3, p0, Lcom/harborline/ledger/Reply$NeedsUser;->resumeToken:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/harborline/ledger/Reply$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/harborline/ledger/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/harborline/ledger/Reply$NeedsUser;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
