.class abstract enum Lcom/hg/NoteTool;
.super Ljava/lang/Enum;
.source "NoteTool.java"

# static fields
.field public static final enum LIST_NOTES:Lcom/hg/NoteTool;
.field public static final enum PIN_NOTE:Lcom/hg/NoteTool;
.field public static final enum DELETE_NOTE:Lcom/hg/NoteTool;
.field private static final synthetic $VALUES:[Lcom/hg/NoteTool;

# instance fields
.field private final wire:Ljava/lang/String;
.field private final effect:Ljava/lang/String;


# direct methods
.method public static values()[Lcom/hg/NoteTool;
    .registers 1
    .line 11
    sget-object v0, Lcom/hg/NoteTool;->$VALUES:[Lcom/hg/NoteTool;
    invoke-virtual {v0}, [Lcom/hg/NoteTool;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/hg/NoteTool;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/hg/NoteTool;
    .registers 2
    .line 11
    const-class v0, Lcom/hg/NoteTool;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/hg/NoteTool;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 39
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    .line 40
    iput-object v4, v1, Lcom/hg/NoteTool;->wire:Ljava/lang/String;
    .line 41
    iput-object v5, v1, Lcom/hg/NoteTool;->effect:Ljava/lang/String;
    .line 42
    return-void
.end method

.method static byName(Ljava/lang/String;)Lcom/hg/NoteTool;
    .registers 6
    .line 59
    invoke-static {}, Lcom/hg/NoteTool;->values()[Lcom/hg/NoteTool;
    move-result-object v2
    array-length v0, v2
    move v4, v0
    const/4 v1, 0x0
:L9
    if-ge v1, v4, :L40
    aget-object v0, v2, v1
    move-object v3, v0
    .line 60
    invoke-virtual {v3}, Lcom/hg/NoteTool;->wire()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L34
    .line 61
    return-object v3
:L34
    .line 59
    add-int/lit8 v1, v1, 0x1
    goto :L9
:L40
    .line 64
    const/4 v0, 0x0
    return-object v0
.end method

.method private static synthetic $values()[Lcom/hg/NoteTool;
    .registers 4
    .line 11
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/hg/NoteTool;
    const/4 v2, 0x0
    sget-object v3, Lcom/hg/NoteTool;->LIST_NOTES:Lcom/hg/NoteTool;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/hg/NoteTool;->PIN_NOTE:Lcom/hg/NoteTool;
    aput-object v3, v0, v2
    const/4 v2, 0x2
    sget-object v3, Lcom/hg/NoteTool;->DELETE_NOTE:Lcom/hg/NoteTool;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 6
    .line 12
    new-instance v0, Lcom/hg/NoteTool$1;
    const-string v2, "LIST_NOTES"
    const/4 v3, 0x0
    const-string v4, "list_notes"
    const-string v5, "read"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/hg/NoteTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/hg/NoteTool;->LIST_NOTES:Lcom/hg/NoteTool;
    .line 20
    new-instance v0, Lcom/hg/NoteTool$2;
    const-string v2, "PIN_NOTE"
    const/4 v3, 0x1
    const-string v4, "pin_note"
    const-string v5, "read"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/hg/NoteTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/hg/NoteTool;->PIN_NOTE:Lcom/hg/NoteTool;
    .line 28
    new-instance v0, Lcom/hg/NoteTool$3;
    const-string v2, "DELETE_NOTE"
    const/4 v3, 0x2
    const-string v4, "delete_note"
    const-string v5, "delete"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/hg/NoteTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/hg/NoteTool;->DELETE_NOTE:Lcom/hg/NoteTool;
    .line 11
    invoke-static {}, Lcom/hg/NoteTool;->$values()[Lcom/hg/NoteTool;
    move-result-object v0
    sput-object v0, Lcom/hg/NoteTool;->$VALUES:[Lcom/hg/NoteTool;
    return-void
.end method


# virtual methods
.method wire()Ljava/lang/String;
    .registers 2
    .line 45
    iget-object v0, v1, Lcom/hg/NoteTool;->wire:Ljava/lang/String;
    return-object v0
.end method

.method effect()Ljava/lang/String;
    .registers 2
    .line 49
    iget-object v0, v1, Lcom/hg/NoteTool;->effect:Ljava/lang/String;
    return-object v0
.end method

.method abstract run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

.method descriptor()Lorg/json/JSONObject;
    .registers 5
    .line 55
    invoke-virtual {v4}, Lcom/hg/NoteTool;->wire()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v4}, Lcom/hg/NoteTool;->effect()Ljava/lang/String;
    move-result-object v1
    const-string v2, "read"
    invoke-virtual {v4}, Lcom/hg/NoteTool;->effect()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :L25
    const-string v2, "never"
    goto :L27
:L25
    const-string v2, "always"
:L27
    invoke-static {v0, v1, v2}, Lcom/hg/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method

