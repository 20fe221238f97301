.class public final Lcom/kestrel/ledger/pipeline/Request$Builder;
.super Ljava/lang/Object;
.source "Request.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/pipeline/Request;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field caller:Lcom/kestrel/ledger/identity/CallerIdentity;

.field final extras:Landroid/os/Bundle;

.field final method:Ljava/lang/String;

.field rawArgs:Ljava/lang/String;

.field requestId:Ljava/lang/String;

.field resumeToken:Ljava/lang/String;

.field session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

.field toolName:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILandroid/os/Bundle;)V
    .registers 4

    .line 129
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 130
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->method:Ljava/lang/String;

    .line 131
    iput p2, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->uid:I

    .line 132
    iput-object p3, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->extras:Landroid/os/Bundle;

    .line 133
    return-void
.end method


# virtual methods
.method public build()Lcom/kestrel/ledger/pipeline/Request;
    .registers 2

    .line 166
    new-instance v0, Lcom/kestrel/ledger/pipeline/Request;

    invoke-direct {v0, p0}, Lcom/kestrel/ledger/pipeline/Request;-><init>(Lcom/kestrel/ledger/pipeline/Request$Builder;)V

    return-object v0
.end method

.method public caller(Lcom/kestrel/ledger/identity/CallerIdentity;)Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 2

    .line 156
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->caller:Lcom/kestrel/ledger/identity/CallerIdentity;

    .line 157
    return-object p0
.end method

.method public rawArgs(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 2

    .line 146
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->rawArgs:Ljava/lang/String;

    .line 147
    return-object p0
.end method

.method public requestId(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 2

    .line 136
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->requestId:Ljava/lang/String;

    .line 137
    return-object p0
.end method

.method public resumeToken(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 2

    .line 151
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->resumeToken:Ljava/lang/String;

    .line 152
    return-object p0
.end method

.method public session(Lcom/kestrel/ledger/pipeline/Sessions$Session;)Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 2

    .line 161
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->session:Lcom/kestrel/ledger/pipeline/Sessions$Session;

    .line 162
    return-object p0
.end method

.method public toolName(Ljava/lang/String;)Lcom/kestrel/ledger/pipeline/Request$Builder;
    .registers 2

    .line 141
    iput-object p1, p0, Lcom/kestrel/ledger/pipeline/Request$Builder;->toolName:Ljava/lang/String;

    .line 142
    return-object p0
.end method
