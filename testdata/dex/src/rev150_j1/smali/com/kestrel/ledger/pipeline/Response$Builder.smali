.class public final Lcom/kestrel/ledger/pipeline/Response$Builder;
.super Ljava/lang/Object;
.source "Response.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/pipeline/Response;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field data:Ljava/lang/String;

.field errorCode:Ljava/lang/String;

.field errorMessage:Ljava/lang/String;

.field requestId:Ljava/lang/String;

.field resolution:Landroid/app/PendingIntent;

.field resumeToken:Ljava/lang/String;

.field retryable:Z

.field final status:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 121
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 122
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->status:Ljava/lang/String;

    .line 123
    return-void
.end method


# virtual methods
.method public build()Lcom/kestrel/ledger/pipeline/Response;
    .registers 2

    .line 153
    new-instance v0, Lcom/kestrel/ledger/pipeline/Response;

    invoke-direct {v0, p0}, Lcom/kestrel/ledger/pipeline/Response;-><init>(Lcom/kestrel/ledger/pipeline/Response$Builder;)V

    return-object v0
.end method

.method public data(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;
    .registers 2

    .line 131
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->data:Ljava/lang/String;

    .line 132
    return-object p0
.end method

.method public error(Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response$Builder;
    .registers 4

    .line 136
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->errorCode:Ljava/lang/String;

    .line 137
    iput-object p2, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->errorMessage:Ljava/lang/String;

    .line 138
    iput-boolean p3, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->retryable:Z

    .line 139
    return-object p0
.end method

.method public requestId(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;
    .registers 2

    .line 126
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->requestId:Ljava/lang/String;

    .line 127
    return-object p0
.end method

.method public resolution(Landroid/app/PendingIntent;)Lcom/kestrel/ledger/pipeline/Response$Builder;
    .registers 2

    .line 143
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->resolution:Landroid/app/PendingIntent;

    .line 144
    return-object p0
.end method

.method public resumeToken(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Response$Builder;
    .registers 2

    .line 148
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Response$Builder;->resumeToken:Ljava/lang/String;

    .line 149
    return-object p0
.end method
