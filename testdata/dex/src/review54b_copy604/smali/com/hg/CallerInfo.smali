.class final Lcom/hg/CallerInfo;
.super Ljava/lang/Object;
.source "CallerInfo.java"

# instance fields
.field private final uid:I
.field private final packages:[Ljava/lang/String;


# direct methods
.method constructor <init>(I[Ljava/lang/String;)V
    .registers 4
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput v2, v1, Lcom/hg/CallerInfo;->uid:I
    .line 12
    iput-object v3, v1, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    .line 13
    return-void
.end method


# virtual methods
.method getUid()I
    .registers 2
    .line 16
    iget v0, v1, Lcom/hg/CallerInfo;->uid:I
    return v0
.end method

.method getPackages()[Ljava/lang/String;
    .registers 3
    .line 20
    iget-object v0, v2, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    iget-object v1, v2, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    array-length v1, v1
    invoke-static {v0, v1}, Ljava/util/Arrays;->copyOf([Ljava/lang/Object;I)[Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    return-object v0
.end method

