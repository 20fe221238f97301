.class public final Lcom/harborfiles/Caller;
.super Ljava/lang/Object;
.source "DocsProvider.kt"

# instance fields
.field private final uid:I

.field private final packages:[Ljava/lang/String;


# direct methods
.method public constructor <init>(I[Ljava/lang/String;)V
    .registers 4

    const-string v0, "packages"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/harborfiles/Caller;->uid:I
    iput-object p2, p0, Lcom/harborfiles/Caller;->packages:[Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getPackages()[Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/harborfiles/Caller;->packages:[Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 15
    iget v0, p0, Lcom/harborfiles/Caller;->uid:I
    return v0
.end method
