.class final Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;
.super Ljava/lang/Object;
.source "ClaimsToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r36j3/ClaimsToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "ClaimDraft"
.end annotation


# instance fields
.field private final description:Ljava/lang/String;

.field private final policyNo:Ljava/lang/String;

.field private final submittedVia:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetdescription(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->description:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetpolicyNo(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->policyNo:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetsubmittedVia(Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;)Ljava/lang/String;
    .locals 0

    iget-object p0, p0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->submittedVia:Ljava/lang/String;

    return-object p0
.end method

.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0

    .line 188
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 189
    iput-object p1, p0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->policyNo:Ljava/lang/String;

    .line 190
    iput-object p2, p0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->description:Ljava/lang/String;

    .line 191
    iput-object p3, p0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;->submittedVia:Ljava/lang/String;

    .line 192
    return-void
.end method

.method static from(Lorg/json/JSONObject;)Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;
    .locals 5

    .line 195
    new-instance v0, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;

    const-string v1, "policy_no"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "description"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v3, "caller_package"

    .line 196
    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lcom/example/r36j3/ClaimsToolProvider$ClaimDraft;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 195
    return-object v0
.end method
