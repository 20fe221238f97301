.class final Lcom/hg/CallerInfo;
.super Ljava/lang/Object;
.source "CallerInfo.java"

# instance fields
.field private final uid:I
.field private final packages:[Ljava/lang/String;


# direct methods
.method constructor <init>(I[Ljava/lang/String;)V
    .registers 4
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput v2, v1, Lcom/hg/CallerInfo;->uid:I
    .line 13
    iput-object v3, v1, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    .line 14
    return-void
.end method


# virtual methods
.method getUid()I
    .registers 2
    .line 17
    iget v0, v1, Lcom/hg/CallerInfo;->uid:I
    return v0
.end method

.method getPackages()Ljava/util/List;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

