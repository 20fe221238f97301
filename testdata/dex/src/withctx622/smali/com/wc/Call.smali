.class public final Lcom/wc/Call;
.super Ljava/lang/Object;
.source "FilesProvider.kt"

# instance fields
.field private final uid:I
.field private final args:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(ILorg/json/JSONObject;)V
    .registers 5
    const-string v1, "args"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Lcom/wc/Call;->uid:I
    iput-object v4, v2, Lcom/wc/Call;->args:Lorg/json/JSONObject;
    return-void
.end method


# virtual methods
.method public final getUid()I
    .registers 2
    .line 17
    iget v0, v1, Lcom/wc/Call;->uid:I
    return v0
.end method

.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/wc/Call;->args:Lorg/json/JSONObject;
    return-object v0
.end method

