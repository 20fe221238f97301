.class abstract enum Lcom/ht/NoteTool;
.super Ljava/lang/Enum;
.source "NoteTool.java"

# static fields
.field public static final enum LIST_NOTES:Lcom/ht/NoteTool;
.field public static final enum PIN_NOTE:Lcom/ht/NoteTool;
.field public static final enum EXPORT_NOTES:Lcom/ht/NoteTool;
.field public static final enum READ_NOTE:Lcom/ht/NoteTool;
.field public static final enum DELETE_NOTE:Lcom/ht/NoteTool;
.field private static final synthetic $VALUES:[Lcom/ht/NoteTool;

# instance fields
.field final wire:Ljava/lang/String;
.field final effect:Ljava/lang/String;


# direct methods
.method public static values()[Lcom/ht/NoteTool;
    .registers 1
    .line 16
    sget-object v0, Lcom/ht/NoteTool;->$VALUES:[Lcom/ht/NoteTool;
    invoke-virtual {v0}, [Lcom/ht/NoteTool;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/ht/NoteTool;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ht/NoteTool;
    .registers 2
    .line 16
    const-class v0, Lcom/ht/NoteTool;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/ht/NoteTool;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 65
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    .line 66
    iput-object v4, v1, Lcom/ht/NoteTool;->wire:Ljava/lang/String;
    .line 67
    iput-object v5, v1, Lcom/ht/NoteTool;->effect:Ljava/lang/String;
    .line 68
    return-void
.end method

.method static byName(Ljava/lang/String;)Lcom/ht/NoteTool;
    .registers 6
    .line 77
    invoke-static {}, Lcom/ht/NoteTool;->values()[Lcom/ht/NoteTool;
    move-result-object v2
    array-length v0, v2
    move v4, v0
    const/4 v1, 0x0
:L9
    if-ge v1, v4, :L40
    aget-object v0, v2, v1
    move-object v3, v0
    .line 78
    iget-object v0, v3, Lcom/ht/NoteTool;->wire:Ljava/lang/String;
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L34
    .line 79
    return-object v3
:L34
    .line 77
    add-int/lit8 v1, v1, 0x1
    goto :L9
:L40
    .line 82
    const/4 v0, 0x0
    return-object v0
.end method

.method private static synthetic $values()[Lcom/ht/NoteTool;
    .registers 4
    .line 16
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/ht/NoteTool;
    const/4 v2, 0x0
    sget-object v3, Lcom/ht/NoteTool;->LIST_NOTES:Lcom/ht/NoteTool;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/ht/NoteTool;->PIN_NOTE:Lcom/ht/NoteTool;
    aput-object v3, v0, v2
    const/4 v2, 0x2
    sget-object v3, Lcom/ht/NoteTool;->EXPORT_NOTES:Lcom/ht/NoteTool;
    aput-object v3, v0, v2
    const/4 v2, 0x3
    sget-object v3, Lcom/ht/NoteTool;->READ_NOTE:Lcom/ht/NoteTool;
    aput-object v3, v0, v2
    const/4 v2, 0x4
    sget-object v3, Lcom/ht/NoteTool;->DELETE_NOTE:Lcom/ht/NoteTool;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 6
    .line 17
    new-instance v0, Lcom/ht/NoteTool$1;
    const-string v2, "LIST_NOTES"
    const/4 v3, 0x0
    const-string v4, "list_notes"
    const-string v5, "read"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ht/NoteTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/ht/NoteTool;->LIST_NOTES:Lcom/ht/NoteTool;
    .line 25
    new-instance v0, Lcom/ht/NoteTool$2;
    const-string v2, "PIN_NOTE"
    const/4 v3, 0x1
    const-string v4, "pin_note"
    const-string v5, "read"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ht/NoteTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/ht/NoteTool;->PIN_NOTE:Lcom/ht/NoteTool;
    .line 33
    new-instance v0, Lcom/ht/NoteTool$3;
    const-string v2, "EXPORT_NOTES"
    const/4 v3, 0x2
    const-string v4, "export_notes"
    const-string v5, "read"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ht/NoteTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/ht/NoteTool;->EXPORT_NOTES:Lcom/ht/NoteTool;
    .line 45
    new-instance v0, Lcom/ht/NoteTool$4;
    const-string v2, "READ_NOTE"
    const/4 v3, 0x3
    const-string v4, "read_note"
    const-string v5, "read"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ht/NoteTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/ht/NoteTool;->READ_NOTE:Lcom/ht/NoteTool;
    .line 54
    new-instance v0, Lcom/ht/NoteTool$5;
    const-string v2, "DELETE_NOTE"
    const/4 v3, 0x4
    const-string v4, "delete_note"
    const-string v5, "delete"
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/ht/NoteTool$5;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/ht/NoteTool;->DELETE_NOTE:Lcom/ht/NoteTool;
    .line 16
    invoke-static {}, Lcom/ht/NoteTool;->$values()[Lcom/ht/NoteTool;
    move-result-object v0
    sput-object v0, Lcom/ht/NoteTool;->$VALUES:[Lcom/ht/NoteTool;
    return-void
.end method


# virtual methods
.method abstract run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

.method descriptor()Lorg/json/JSONObject;
    .registers 5
    .line 73
    iget-object v0, v4, Lcom/ht/NoteTool;->wire:Ljava/lang/String;
    iget-object v1, v4, Lcom/ht/NoteTool;->effect:Ljava/lang/String;
    const-string v2, "read"
    iget-object v3, v4, Lcom/ht/NoteTool;->effect:Ljava/lang/String;
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :L25
    const-string v2, "never"
    goto :L27
:L25
    const-string v2, "always"
:L27
    invoke-static {v0, v1, v2}, Lcom/ht/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method

