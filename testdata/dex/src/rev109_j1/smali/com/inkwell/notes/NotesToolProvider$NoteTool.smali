.class abstract enum Lcom/inkwell/notes/NotesToolProvider$NoteTool;
.super Ljava/lang/Enum;
.source "NotesToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/NotesToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4408
    name = "NoteTool"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/NotesToolProvider$NoteTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/NotesToolProvider$NoteTool;

.field public static final enum DELETE_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

.field public static final enum EXPORT_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

.field public static final enum LIST_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

.field public static final enum READ_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

.field public static final enum SEARCH_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;


# instance fields
.field final confirmation:Ljava/lang/String;

.field final effect:Ljava/lang/String;

.field final risk:Ljava/lang/String;

.field final wireName:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/NotesToolProvider$NoteTool;
    .registers 3

    .line 155
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    sget-object v1, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->LIST_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->READ_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->SEARCH_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    sget-object v1, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->EXPORT_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    sget-object v1, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    const/4 v2, 0x4

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 7

    .line 156
    new-instance v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$1;

    const-string v1, "LIST_NOTES"

    const/4 v2, 0x0

    const-string v3, "list_notes"

    const-string v4, "read"

    const-string v5, "low"

    const-string v6, "never"

    invoke-direct/range {v0 .. v6}, Lcom/inkwell/notes/NotesToolProvider$NoteTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->LIST_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    .line 168
    new-instance v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$2;

    const-string v1, "READ_NOTE"

    const/4 v2, 0x1

    const-string v3, "read_note"

    invoke-direct/range {v0 .. v6}, Lcom/inkwell/notes/NotesToolProvider$NoteTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->READ_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    .line 180
    new-instance v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$3;

    const-string v1, "SEARCH_NOTES"

    const/4 v2, 0x2

    const-string v3, "search_notes"

    invoke-direct/range {v0 .. v6}, Lcom/inkwell/notes/NotesToolProvider$NoteTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->SEARCH_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    .line 193
    new-instance v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$4;

    const-string v1, "EXPORT_NOTE"

    const/4 v2, 0x3

    const-string v3, "export_note"

    const-string v4, "create"

    invoke-direct/range {v0 .. v6}, Lcom/inkwell/notes/NotesToolProvider$NoteTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->EXPORT_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    .line 214
    new-instance v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;

    const-string v1, "DELETE_NOTE"

    const/4 v2, 0x4

    const-string v3, "delete_note"

    const-string v4, "delete"

    const-string v5, "high"

    const-string v6, "always"

    invoke-direct/range {v0 .. v6}, Lcom/inkwell/notes/NotesToolProvider$NoteTool$5;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    .line 155
    invoke-static {}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->$values()[Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->$VALUES:[Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 247
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 248
    iput-object p3, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->wireName:Ljava/lang/String;

    .line 249
    iput-object p4, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->effect:Ljava/lang/String;

    .line 250
    iput-object p5, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->risk:Ljava/lang/String;

    .line 251
    iput-object p6, p0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->confirmation:Ljava/lang/String;

    .line 252
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/inkwell/notes/NotesToolProvider$1;)V
    .registers 8

    .line 155
    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/NotesToolProvider$NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static forName(Ljava/lang/String;)Lcom/inkwell/notes/NotesToolProvider$NoteTool;
    .registers 3

    .line 257
    const/4 v0, -0x1

    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v1

    sparse-switch v1, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "export_note"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v0, 0x3

    goto :goto_0

    :sswitch_1
    const-string v1, "delete_note"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v0, 0x4

    goto :goto_0

    :sswitch_2
    const-string v1, "read_note"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v0, 0x1

    goto :goto_0

    :sswitch_3
    const-string v1, "search_notes"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v0, 0x2

    goto :goto_0

    :sswitch_4
    const-string v1, "list_notes"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_0

    const/4 v0, 0x0

    :goto_0
    packed-switch v0, :pswitch_data_0

    .line 269
    const/4 v0, 0x0

    return-object v0

    .line 267
    :pswitch_0
    sget-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->DELETE_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0

    .line 265
    :pswitch_1
    sget-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->EXPORT_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0

    .line 263
    :pswitch_2
    sget-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->SEARCH_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0

    .line 261
    :pswitch_3
    sget-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->READ_NOTE:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0

    .line 259
    :pswitch_4
    sget-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->LIST_NOTES:Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_4
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0x7cde7a63 -> :sswitch_0
        -0x42e049fa -> :sswitch_1
        -0x42606305 -> :sswitch_2
        0x1b50396a -> :sswitch_3
        0x29e5f3e0 -> :sswitch_4
    .end sparse-switch
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/NotesToolProvider$NoteTool;
    .registers 2

    .line 155
    const-class v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/NotesToolProvider$NoteTool;
    .registers 1

    .line 155
    sget-object v0, Lcom/inkwell/notes/NotesToolProvider$NoteTool;->$VALUES:[Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    invoke-virtual {v0}, [Lcom/inkwell/notes/NotesToolProvider$NoteTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/NotesToolProvider$NoteTool;

    return-object v0
.end method


# virtual methods
.method abstract run(Lcom/inkwell/notes/NotesToolProvider;Lcom/inkwell/core/ToolCall;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method
