.class public final Lcom/quillbox/Reply$NeedsUser;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/quillbox/Reply;

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
    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    iput-object p2, p0, Lcom/quillbox/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/quillbox/Reply$NeedsUser;->resolution:Landroid/app/PendingIntent;
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/quillbox/Reply$NeedsUser;->resumeToken:Ljava/lang/String;
    return-object v0
.end method
