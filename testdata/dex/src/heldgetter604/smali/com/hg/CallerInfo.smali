.class final Lcom/hg/CallerInfo;
.super Ljava/lang/Object;
.source "CallerInfo.java"

# instance fields
.field private final uid:I
.field private final packages:[Ljava/lang/String;


# direct methods
.method constructor <init>(I[Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput v2, v1, Lcom/hg/CallerInfo;->uid:I
    .line 10
    iput-object v3, v1, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    .line 11
    return-void
.end method


# virtual methods
.method getUid()I
    .registers 2
    .line 14
    iget v0, v1, Lcom/hg/CallerInfo;->uid:I
    return v0
.end method

.method getPackages()[Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/hg/CallerInfo;->packages:[Ljava/lang/String;
    return-object v0
.end method

