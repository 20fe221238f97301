.class public abstract enum Lcom/inkwell/notes/notes/NoteTool;
.super Ljava/lang/Enum;
.source "NoteTool.java"

# interfaces
.implements Lcom/inkwell/notes/cetp/CetpTool;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/notes/NoteTool;",
        ">;",
        "Lcom/inkwell/notes/cetp/CetpTool;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/notes/NoteTool;

.field public static final enum APPEND_CLIP:Lcom/inkwell/notes/notes/NoteTool;

.field private static final COLUMNS:[Ljava/lang/String;

.field public static final enum CREATE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

.field public static final enum DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

.field private static final EFFECTS:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/notes/NoteTool;",
            "Lcom/inkwell/notes/cetp/CetpTool$Effect;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum GET_NOTE:Lcom/inkwell/notes/notes/NoteTool;

.field public static final enum LIST_NOTES:Lcom/inkwell/notes/notes/NoteTool;

.field private static final POLICIES:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/notes/NoteTool;",
            "Lcom/inkwell/notes/cetp/CetpTool$Confirm;",
            ">;"
        }
    .end annotation
.end field

.field private static final RISKS:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/notes/NoteTool;",
            "Lcom/inkwell/notes/cetp/CetpTool$Risk;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum SEARCH_NOTES:Lcom/inkwell/notes/notes/NoteTool;

.field public static final enum SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

.field private static final WRITERS:Ljava/util/EnumSet;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumSet<",
            "Lcom/inkwell/notes/notes/NoteTool;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final description:Ljava/lang/String;

.field private final input:[Ljava/lang/String;

.field private final output:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/notes/NoteTool;
    .registers 3

    .line 24
    const/4 v0, 0x7

    new-array v0, v0, [Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->LIST_NOTES:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->GET_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->SEARCH_NOTES:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->CREATE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->APPEND_CLIP:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x5

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    const/4 v1, 0x6

    aput-object v2, v0, v1

    return-object v0
.end method

.method static bridge synthetic -$$Nest$sfgetCOLUMNS()[Ljava/lang/String;
    .registers 1

    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method static bridge synthetic -$$Nest$smrows(Landroid/database/Cursor;)Lorg/json/JSONArray;
    .registers 1

    invoke-static {p0}, Lcom/inkwell/notes/notes/NoteTool;->rows(Landroid/database/Cursor;)Lorg/json/JSONArray;

    move-result-object p0

    return-object p0
.end method

.method static constructor <clinit>()V
    .registers 15

    .line 25
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$1;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "notebook_id:integer?"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "LIST_NOTES"

    const/4 v3, 0x0

    const-string v4, "List notes"

    const-string v5, "List the most recently changed notes, optionally of one notebook"

    const-string v6, "notes:array"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->LIST_NOTES:Lcom/inkwell/notes/notes/NoteTool;

    .line 37
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$2;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "note_id:integer"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "GET_NOTE"

    const/4 v3, 0x1

    const-string v4, "Get note"

    const-string v5, "Read one note: its title, text and notebook"

    const-string v6, "note:object"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->GET_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    .line 49
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$3;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "query"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "SEARCH_NOTES"

    const/4 v3, 0x2

    const-string v4, "Search notes"

    const-string v5, "Find notes whose title or text contains the given words"

    const-string v6, "notes:array"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->SEARCH_NOTES:Lcom/inkwell/notes/notes/NoteTool;

    .line 63
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$4;

    const/4 v7, 0x3

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "notebook_id:integer"

    aput-object v10, v7, v9

    const/4 v9, 0x1

    const-string v10, "title"

    aput-object v10, v7, v9

    const/4 v9, 0x2

    const-string v10, "body?"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "CREATE_NOTE"

    const/4 v3, 0x3

    const-string v4, "Create note"

    const-string v5, "Write a new note into a notebook"

    const-string v6, "note_id:integer"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->CREATE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    .line 85
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$5;

    const/4 v7, 0x2

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "note_id:integer"

    aput-object v10, v7, v9

    const/4 v9, 0x1

    const-string v10, "text"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "APPEND_CLIP"

    const/4 v3, 0x4

    const-string v4, "Append to note"

    const-string v5, "Add a line of text at the end of a note"

    const-string v6, "note_id:integer"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$5;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->APPEND_CLIP:Lcom/inkwell/notes/notes/NoteTool;

    .line 118
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$6;

    const/4 v7, 0x3

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "note_id:integer"

    aput-object v10, v7, v9

    const/4 v9, 0x1

    const-string v10, "notebook_id:integer"

    aput-object v10, v7, v9

    const/4 v9, 0x2

    const-string v10, "caller_package?"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "SHARE_NOTE"

    const/4 v3, 0x5

    const-string v4, "Share note"

    const-string v5, "Copy a note into another notebook; a notebook shared with other people asks the user first"

    const-string v6, "note_id:integer"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$6;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    .line 159
    new-instance v0, Lcom/inkwell/notes/notes/NoteTool$7;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "note_id:integer"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "DELETE_NOTE"

    const/4 v3, 0x6

    const-string v4, "Delete note"

    const-string v5, "Delete a note for good once the user confirms it on the device"

    const-string v6, "deleted:boolean"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/notes/NoteTool$7;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    .line 24
    invoke-static {}, Lcom/inkwell/notes/notes/NoteTool;->$values()[Lcom/inkwell/notes/notes/NoteTool;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->$VALUES:[Lcom/inkwell/notes/notes/NoteTool;

    .line 182
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "notebook_id"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "title"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "updated_at"

    aput-object v3, v0, v2

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->COLUMNS:[Ljava/lang/String;

    .line 183
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->CREATE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->APPEND_CLIP:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/notes/NoteTool;->SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v3, Lcom/inkwell/notes/notes/NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    invoke-static {v0, v1, v2, v3}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->WRITERS:Ljava/util/EnumSet;

    .line 184
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/notes/NoteTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    .line 185
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/notes/NoteTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->RISKS:Ljava/util/EnumMap;

    .line 186
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/notes/NoteTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/notes/NoteTool;->POLICIES:Ljava/util/EnumMap;

    .line 189
    invoke-static {}, Lcom/inkwell/notes/notes/NoteTool;->values()[Lcom/inkwell/notes/notes/NoteTool;

    move-result-object v11

    array-length v12, v11

    const/4 v13, 0x0

    :goto_0
    if-ge v13, v12, :cond_0

    aget-object v14, v11, v13

    .line 190
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v14, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 191
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->RISKS:Ljava/util/EnumMap;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->LOW:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v14, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 192
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->NEVER:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v14, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 189
    add-int/lit8 v13, v13, 0x1

    goto :goto_0

    .line 194
    :cond_0
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->CREATE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->CREATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 195
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->APPEND_CLIP:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 196
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->CREATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 197
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->DELETE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 198
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 199
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->HIGH:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 200
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->SHARE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->PROVIDER_POLICY:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 201
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/notes/NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/notes/NoteTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 202
    return-void
.end method

.method private varargs constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "[",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 209
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 210
    iput-object p3, p0, Lcom/inkwell/notes/notes/NoteTool;->title:Ljava/lang/String;

    .line 211
    iput-object p4, p0, Lcom/inkwell/notes/notes/NoteTool;->description:Ljava/lang/String;

    .line 212
    iput-object p5, p0, Lcom/inkwell/notes/notes/NoteTool;->output:Ljava/lang/String;

    .line 213
    iput-object p6, p0, Lcom/inkwell/notes/notes/NoteTool;->input:[Ljava/lang/String;

    .line 214
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/notes/NoteTool-IA;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/notes/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-void
.end method

.method private static rows(Landroid/database/Cursor;)Lorg/json/JSONArray;
    .registers 9

    .line 260
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 262
    :goto_0
    :try_start_0
    invoke-interface {p0}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 263
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const/4 v4, 0x0

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x1

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "notebook_id"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 264
    const/4 v4, 0x2

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x3

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    const-string v2, "updated_at"

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v1

    .line 263
    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    .line 269
    :cond_0
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 270
    goto :goto_1

    :catch_0
    move-exception v6

    .line 267
    :try_start_1
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v7

    .line 269
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 270
    throw v7

    .line 271
    :goto_1
    return-object v5
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/notes/NoteTool;
    .registers 2

    .line 24
    const-class v0, Lcom/inkwell/notes/notes/NoteTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/notes/NoteTool;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/notes/NoteTool;
    .registers 1

    .line 24
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->$VALUES:[Lcom/inkwell/notes/notes/NoteTool;

    invoke-virtual {v0}, [Lcom/inkwell/notes/notes/NoteTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/notes/NoteTool;

    return-object v0
.end method


# virtual methods
.method public confirm()Lcom/inkwell/notes/cetp/CetpTool$Confirm;
    .registers 3

    .line 241
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, p0, v1}, Ljava/util/EnumMap;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    return-object v0
.end method

.method public description()Ljava/lang/String;
    .registers 2

    .line 226
    iget-object v0, p0, Lcom/inkwell/notes/notes/NoteTool;->description:Ljava/lang/String;

    return-object v0
.end method

.method public effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;
    .registers 2

    .line 231
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->EFFECTS:Ljava/util/EnumMap;

    invoke-virtual {v0, p0}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Effect;

    return-object v0
.end method

.method public input()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 251
    iget-object v0, p0, Lcom/inkwell/notes/notes/NoteTool;->input:[Ljava/lang/String;

    invoke-static {v0}, Lcom/inkwell/notes/cetp/Json;->input([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public output()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 256
    iget-object v0, p0, Lcom/inkwell/notes/notes/NoteTool;->output:Ljava/lang/String;

    invoke-static {v0}, Lcom/inkwell/notes/cetp/Json;->output(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public risk()Lcom/inkwell/notes/cetp/CetpTool$Risk;
    .registers 2

    .line 236
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->RISKS:Ljava/util/EnumMap;

    invoke-virtual {v0, p0}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Risk;

    return-object v0
.end method

.method public abstract run(Lcom/inkwell/notes/cetp/Ctx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public scope()Ljava/lang/String;
    .registers 2

    .line 246
    sget-object v0, Lcom/inkwell/notes/notes/NoteTool;->WRITERS:Ljava/util/EnumSet;

    invoke-virtual {v0, p0}, Ljava/util/EnumSet;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "notes.write"

    goto :goto_0

    :cond_0
    const-string v0, "notes.read"

    :goto_0
    return-object v0
.end method

.method public title()Ljava/lang/String;
    .registers 2

    .line 221
    iget-object v0, p0, Lcom/inkwell/notes/notes/NoteTool;->title:Ljava/lang/String;

    return-object v0
.end method
