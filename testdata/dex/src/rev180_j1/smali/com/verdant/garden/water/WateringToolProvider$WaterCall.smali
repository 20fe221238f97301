.class final Lcom/verdant/garden/water/WateringToolProvider$WaterCall;
.super Ljava/lang/Object;
.source "WateringToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/water/WateringToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "WaterCall"
.end annotation


# instance fields
.field private final args:Lorg/json/JSONObject;

.field private final argsRaw:Ljava/lang/String;

.field private final caller:Lcom/verdant/garden/cetp/Caller;

.field private final deadline:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation
.end field

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Lcom/verdant/garden/water/WaterTool;


# direct methods
.method constructor <init>(Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/water/WaterTool;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Supplier;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/verdant/garden/cetp/Caller;",
            "Lcom/verdant/garden/water/WaterTool;",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/function/Supplier<",
            "Ljava/lang/Long;",
            ">;)V"
        }
    .end annotation

    .line 194
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 195
    iput-object p1, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->caller:Lcom/verdant/garden/cetp/Caller;

    .line 196
    iput-object p2, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->tool:Lcom/verdant/garden/water/WaterTool;

    .line 197
    iput-object p3, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId:Ljava/lang/String;

    .line 198
    iput-object p4, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->args:Lorg/json/JSONObject;

    .line 199
    iput-object p5, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->argsRaw:Ljava/lang/String;

    .line 200
    iput-object p6, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->resumeToken:Ljava/lang/String;

    .line 201
    iput-object p7, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->deadline:Ljava/util/function/Supplier;

    .line 202
    return-void
.end method


# virtual methods
.method args()Lorg/json/JSONObject;
    .registers 2

    .line 217
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method argsDigest()Ljava/lang/String;
    .registers 5

    .line 225
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->tool:Lcom/verdant/garden/water/WaterTool;

    invoke-virtual {v0}, Lcom/verdant/garden/water/WaterTool;->descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->argsRaw:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    invoke-static {v0}, Lcom/verdant/garden/cetp/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method deadlinePassed()Z
    .registers 5

    .line 229
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-object v2, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->deadline:Ljava/util/function/Supplier;

    invoke-interface {v2}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Long;

    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method requestId()Ljava/lang/String;
    .registers 2

    .line 213
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method resumeToken()Ljava/lang/String;
    .registers 2

    .line 221
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method tool()Lcom/verdant/garden/water/WaterTool;
    .registers 2

    .line 209
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->tool:Lcom/verdant/garden/water/WaterTool;

    return-object v0
.end method

.method uid()I
    .registers 2

    .line 205
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->caller:Lcom/verdant/garden/cetp/Caller;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/Caller;->uid()I

    move-result v0

    return v0
.end method
