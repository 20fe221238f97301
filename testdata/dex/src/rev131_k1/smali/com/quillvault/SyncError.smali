.class public final Lcom/quillvault/SyncError;
.super Ljava/lang/Exception;
.source "Either.kt"

# instance fields
.field private final job:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 4
    const-string v0, "job"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-direct {p0, p2}, Ljava/lang/Exception;-><init>(Ljava/lang/Throwable;)V
    iput-object p1, p0, Lcom/quillvault/SyncError;->job:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getJob()Ljava/lang/String;
    .registers 2
    .line 26
    iget-object v0, p0, Lcom/quillvault/SyncError;->job:Ljava/lang/String;
    return-object v0
.end method
