.class public final Lcom/quirewell/cetp/ToolRegistry$Entry;
.super Ljava/lang/Object;
.source "ToolRegistry.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quirewell/cetp/ToolRegistry;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field private final descriptor:Lorg/json/JSONObject;

.field private final name:Ljava/lang/String;

.field private final tool:Lcom/quirewell/cetp/Tool;


# direct methods
.method static bridge synthetic -$$Nest$fgetdescriptor(Lcom/quirewell/cetp/ToolRegistry$Entry;)Lorg/json/JSONObject;
    .registers 1

    iget-object p0, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->descriptor:Lorg/json/JSONObject;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;Lorg/json/JSONObject;Lcom/quirewell/cetp/Tool;)V
    .registers 4

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->name:Ljava/lang/String;

    .line 27
    iput-object p2, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->descriptor:Lorg/json/JSONObject;

    .line 28
    iput-object p3, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->tool:Lcom/quirewell/cetp/Tool;

    .line 29
    return-void
.end method


# virtual methods
.method public descriptor()Lorg/json/JSONObject;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->descriptor:Lorg/json/JSONObject;

    return-object v0
.end method

.method public mutates()Z
    .registers 5

    .line 45
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->descriptor:Lorg/json/JSONObject;

    const-string v1, "annotations"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    .line 46
    if-eqz v3, :cond_0

    const-string v2, "effect"

    invoke-virtual {v3, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->name:Ljava/lang/String;

    return-object v0
.end method

.method public scopes()Ljava/util/List;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 50
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->descriptor:Lorg/json/JSONObject;

    const-string v1, "scopes"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v2

    .line 51
    if-nez v2, :cond_0

    .line 52
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0

    .line 54
    :cond_0
    new-instance v3, Ljava/util/ArrayList;

    invoke-direct {v3}, Ljava/util/ArrayList;-><init>()V

    .line 55
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v2}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v4, v1, :cond_1

    .line 56
    invoke-virtual {v2, v4}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 55
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 58
    :cond_1
    return-object v3
.end method

.method public tool()Lcom/quirewell/cetp/Tool;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/quirewell/cetp/ToolRegistry$Entry;->tool:Lcom/quirewell/cetp/Tool;

    return-object v0
.end method
