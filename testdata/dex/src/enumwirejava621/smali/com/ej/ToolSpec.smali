.class final Lcom/ej/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"

# static fields
.field static final ALL:[Lcom/ej/ToolSpec;

# instance fields
.field final name:Ljava/lang/String;
.field final description:Ljava/lang/String;
.field final effect:Lcom/ej/ToolSpec$Effect;
.field final confirmation:Lcom/ej/ToolSpec$Confirmation;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Lcom/ej/ToolSpec$Effect;Lcom/ej/ToolSpec$Confirmation;)V
    .registers 6
    .line 33
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 34
    iput-object v2, v1, Lcom/ej/ToolSpec;->name:Ljava/lang/String;
    .line 35
    iput-object v3, v1, Lcom/ej/ToolSpec;->description:Ljava/lang/String;
    .line 36
    iput-object v4, v1, Lcom/ej/ToolSpec;->effect:Lcom/ej/ToolSpec$Effect;
    .line 37
    iput-object v5, v1, Lcom/ej/ToolSpec;->confirmation:Lcom/ej/ToolSpec$Confirmation;
    .line 38
    return-void
.end method

.method static constructor <clinit>()V
    .registers 9
    .line 50
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/ej/ToolSpec;
    const/4 v2, 0x0
    new-instance v3, Lcom/ej/ToolSpec;
    const-string v5, "list_cards"
    const-string v6, "Lists the cards of a board."
    sget-object v7, Lcom/ej/ToolSpec$Effect;->READ:Lcom/ej/ToolSpec$Effect;
    sget-object v8, Lcom/ej/ToolSpec$Confirmation;->NEVER:Lcom/ej/ToolSpec$Confirmation;
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/ej/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ej/ToolSpec$Effect;Lcom/ej/ToolSpec$Confirmation;)V
    aput-object v3, v0, v2
    const/4 v2, 0x1
    new-instance v3, Lcom/ej/ToolSpec;
    const-string v5, "count_cards"
    const-string v6, "Counts the cards of a board."
    sget-object v7, Lcom/ej/ToolSpec$Effect;->READ:Lcom/ej/ToolSpec$Effect;
    sget-object v8, Lcom/ej/ToolSpec$Confirmation;->NEVER:Lcom/ej/ToolSpec$Confirmation;
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/ej/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ej/ToolSpec$Effect;Lcom/ej/ToolSpec$Confirmation;)V
    aput-object v3, v0, v2
    const/4 v2, 0x2
    new-instance v3, Lcom/ej/ToolSpec;
    const-string v5, "move_card"
    const-string v6, "Moves a card to another column."
    sget-object v7, Lcom/ej/ToolSpec$Effect;->UPDATE:Lcom/ej/ToolSpec$Effect;
    sget-object v8, Lcom/ej/ToolSpec$Confirmation;->ALWAYS:Lcom/ej/ToolSpec$Confirmation;
    invoke-direct {v3, v5, v6, v7, v8}, Lcom/ej/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/ej/ToolSpec$Effect;Lcom/ej/ToolSpec$Confirmation;)V
    aput-object v3, v0, v2
    sput-object v0, Lcom/ej/ToolSpec;->ALL:[Lcom/ej/ToolSpec;
    return-void
.end method


# virtual methods
.method toJson()Lorg/json/JSONObject;
    .registers 5
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "effect"
    iget-object v2, v4, Lcom/ej/ToolSpec;->effect:Lcom/ej/ToolSpec$Effect;
    iget-object v2, v2, Lcom/ej/ToolSpec$Effect;->wire:Ljava/lang/String;
    .line 42
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "confirmation"
    iget-object v2, v4, Lcom/ej/ToolSpec;->confirmation:Lcom/ej/ToolSpec$Confirmation;
    iget-object v2, v2, Lcom/ej/ToolSpec$Confirmation;->wire:Ljava/lang/String;
    .line 43
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v3
    .line 44
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "name"
    iget-object v2, v4, Lcom/ej/ToolSpec;->name:Ljava/lang/String;
    .line 45
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "description"
    iget-object v2, v4, Lcom/ej/ToolSpec;->description:Ljava/lang/String;
    .line 46
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "annotations"
    .line 47
    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    .line 44
    return-object v0
.end method

