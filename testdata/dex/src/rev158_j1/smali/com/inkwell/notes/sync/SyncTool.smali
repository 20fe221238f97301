.class public abstract enum Lcom/inkwell/notes/sync/SyncTool;
.super Ljava/lang/Enum;
.source "SyncTool.java"

# interfaces
.implements Lcom/inkwell/notes/cetp/CetpTool;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/sync/SyncTool;",
        ">;",
        "Lcom/inkwell/notes/cetp/CetpTool;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/sync/SyncTool;

.field static final ACCOUNTS_PACKAGE:Ljava/lang/String; = "com.inkwell.accounts"

.field static final ACCOUNT_TYPE:Ljava/lang/String; = "com.inkwell.accounts"

.field public static final enum ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

.field private static final COLUMNS:[Ljava/lang/String;

.field private static final EFFECTS:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            "Lcom/inkwell/notes/cetp/CetpTool$Effect;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

.field public static final enum LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

.field private static final OPEN_WORLD:Ljava/util/EnumSet;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumSet<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            ">;"
        }
    .end annotation
.end field

.field private static final POLICIES:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            "Lcom/inkwell/notes/cetp/CetpTool$Confirm;",
            ">;"
        }
    .end annotation
.end field

.field private static final PROPAGATION:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            "Lcom/inkwell/notes/sync/Propagation;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

.field private static final RISKS:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            "Lcom/inkwell/notes/cetp/CetpTool$Risk;",
            ">;"
        }
    .end annotation
.end field

.field private static final SCOPES:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;


# instance fields
.field private final description:Ljava/lang/String;

.field private final input:[Ljava/lang/String;

.field private final output:Ljava/lang/String;

.field private final title:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/sync/SyncTool;
    .registers 3

    .line 27
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/sync/SyncTool;->LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static bridge synthetic -$$Nest$sfgetCOLUMNS()[Ljava/lang/String;
    .registers 1

    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 11

    .line 28
    new-instance v0, Lcom/inkwell/notes/sync/SyncTool$1;

    const/4 v7, 0x2

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "prefix?"

    aput-object v10, v7, v9

    const/4 v9, 0x1

    const-string v10, "package_name?"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "LIST_NOTEBOOKS"

    const/4 v3, 0x0

    const-string v4, "List notebooks"

    const-string v5, "List notebooks by name, optionally only those one app created"

    const-string v6, "notebooks:array"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/sync/SyncTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

    .line 52
    new-instance v0, Lcom/inkwell/notes/sync/SyncTool$2;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "notebook_id:integer"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "SYNC_NOW"

    const/4 v3, 0x1

    const-string v4, "Sync now"

    const-string v5, "Ask the sync engine to upload one notebook to the linked account now"

    const-string v6, "requested:boolean"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/sync/SyncTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    .line 84
    new-instance v0, Lcom/inkwell/notes/sync/SyncTool$3;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "notebook_id:integer"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "ARCHIVE_NOTEBOOK"

    const/4 v3, 0x2

    const-string v4, "Archive notebook"

    const-string v5, "Hide a notebook from lists and sync; a shared notebook asks the user first"

    const-string v6, "archived:boolean"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/sync/SyncTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    .line 114
    new-instance v0, Lcom/inkwell/notes/sync/SyncTool$4;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "account"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "LINK_ACCOUNT"

    const/4 v3, 0x3

    const-string v4, "Link account"

    const-string v5, "Sync notes to an Inkwell account that is signed in on this device"

    const-string v6, "linked:boolean"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/sync/SyncTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    .line 141
    new-instance v0, Lcom/inkwell/notes/sync/SyncTool$5;

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const/4 v9, 0x0

    const-string v10, "older_than_days:integer"

    aput-object v10, v7, v9

    move-object v1, v0

    const-string v2, "PURGE_TRASH"

    const/4 v3, 0x4

    const-string v4, "Empty trash"

    const-string v5, "Delete for good the notes that have been in the trash longer than the given days"

    const-string v6, "purged:integer"

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/inkwell/notes/sync/SyncTool$5;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    .line 27
    invoke-static {}, Lcom/inkwell/notes/sync/SyncTool;->$values()[Lcom/inkwell/notes/sync/SyncTool;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->$VALUES:[Lcom/inkwell/notes/sync/SyncTool;

    .line 172
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "name"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "shared"

    aput-object v3, v0, v2

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->COLUMNS:[Ljava/lang/String;

    .line 173
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/sync/SyncTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

    .line 174
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/sync/SyncTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

    .line 175
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/sync/SyncTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    .line 176
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/sync/SyncTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    .line 177
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    invoke-static {v0, v1}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->OPEN_WORLD:Ljava/util/EnumSet;

    .line 178
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/inkwell/notes/sync/SyncTool;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/inkwell/notes/sync/SyncTool;->PROPAGATION:Ljava/util/EnumMap;

    .line 181
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->READ:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 182
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 183
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 184
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->UPDATE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 185
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Effect;->DELETE:Lcom/inkwell/notes/cetp/CetpTool$Effect;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 186
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->LOW:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 187
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 188
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 189
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->MODERATE:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 190
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Risk;->HIGH:Lcom/inkwell/notes/cetp/CetpTool$Risk;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 191
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->NEVER:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 192
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->NEVER:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 193
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->PROVIDER_POLICY:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 194
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->PROVIDER_POLICY:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 195
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 196
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LIST_NOTEBOOKS:Lcom/inkwell/notes/sync/SyncTool;

    const-string v2, "notebooks.read"

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 197
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    const-string v2, "sync.run"

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 198
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    const-string v2, "notebooks.write"

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 199
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    const-string v2, "sync.account"

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 200
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    const-string v2, "notes.trash"

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 201
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->PROPAGATION:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->SYNC_NOW:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->REQUEST_SYNC:Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 202
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->PROPAGATION:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->LINK_ACCOUNT:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->REQUEST_SYNC:Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 203
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->PROPAGATION:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->ARCHIVE_NOTEBOOK:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->NOTIFY:Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 204
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->PROPAGATION:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/SyncTool;->PURGE_TRASH:Lcom/inkwell/notes/sync/SyncTool;

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->NOTIFY:Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 205
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

    .line 212
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 213
    iput-object p3, p0, Lcom/inkwell/notes/sync/SyncTool;->title:Ljava/lang/String;

    .line 214
    iput-object p4, p0, Lcom/inkwell/notes/sync/SyncTool;->description:Ljava/lang/String;

    .line 215
    iput-object p5, p0, Lcom/inkwell/notes/sync/SyncTool;->output:Ljava/lang/String;

    .line 216
    iput-object p6, p0, Lcom/inkwell/notes/sync/SyncTool;->input:[Ljava/lang/String;

    .line 217
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Lcom/inkwell/notes/sync/SyncTool-IA;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lcom/inkwell/notes/sync/SyncTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)V

    return-void
.end method

.method static linkedAccount(Landroid/content/Context;)Landroid/accounts/Account;
    .registers 4

    .line 283
    invoke-static {p0}, Lcom/inkwell/notes/data/NotesDb;->get(Landroid/content/Context;)Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/notes/data/NotesDb;->linkedAccount()Ljava/lang/String;

    move-result-object v2

    .line 284
    if-eqz v2, :cond_0

    invoke-static {p0, v2}, Lcom/inkwell/notes/sync/SyncTool;->signedIn(Landroid/content/Context;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Landroid/accounts/Account;

    const-string v1, "com.inkwell.accounts"

    invoke-direct {v0, v2, v1}, Landroid/accounts/Account;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method static signedIn(Landroid/content/Context;Ljava/lang/String;)Z
    .registers 8

    .line 273
    invoke-static {p0}, Landroid/accounts/AccountManager;->get(Landroid/content/Context;)Landroid/accounts/AccountManager;

    move-result-object v0

    const-string v1, "com.inkwell.accounts"

    invoke-virtual {v0, v1}, Landroid/accounts/AccountManager;->getAccountsByType(Ljava/lang/String;)[Landroid/accounts/Account;

    move-result-object v2

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_1

    aget-object v5, v2, v4

    .line 274
    iget-object v0, v5, Landroid/accounts/Account;->name:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 275
    const/4 v0, 0x1

    return v0

    .line 273
    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 278
    :cond_1
    const/4 v0, 0x0

    return v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/sync/SyncTool;
    .registers 2

    .line 27
    const-class v0, Lcom/inkwell/notes/sync/SyncTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/sync/SyncTool;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/sync/SyncTool;
    .registers 1

    .line 27
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->$VALUES:[Lcom/inkwell/notes/sync/SyncTool;

    invoke-virtual {v0}, [Lcom/inkwell/notes/sync/SyncTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/sync/SyncTool;

    return-object v0
.end method


# virtual methods
.method public confirm()Lcom/inkwell/notes/cetp/CetpTool$Confirm;
    .registers 3

    .line 249
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->POLICIES:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/cetp/CetpTool$Confirm;->ALWAYS:Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    invoke-virtual {v0, p0, v1}, Ljava/util/EnumMap;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/CetpTool$Confirm;

    return-object v0
.end method

.method public description()Ljava/lang/String;
    .registers 2

    .line 234
    iget-object v0, p0, Lcom/inkwell/notes/sync/SyncTool;->description:Ljava/lang/String;

    return-object v0
.end method

.method public effect()Lcom/inkwell/notes/cetp/CetpTool$Effect;
    .registers 2

    .line 239
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->EFFECTS:Ljava/util/EnumMap;

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

    .line 264
    iget-object v0, p0, Lcom/inkwell/notes/sync/SyncTool;->input:[Ljava/lang/String;

    invoke-static {v0}, Lcom/inkwell/notes/cetp/Json;->input([Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public openWorld()Z
    .registers 2

    .line 259
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->OPEN_WORLD:Ljava/util/EnumSet;

    invoke-virtual {v0, p0}, Ljava/util/EnumSet;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public output()Lorg/json/JSONObject;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 269
    iget-object v0, p0, Lcom/inkwell/notes/sync/SyncTool;->output:Ljava/lang/String;

    invoke-static {v0}, Lcom/inkwell/notes/cetp/Json;->output(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method propagate(Lcom/inkwell/notes/cetp/Ctx;J)V
    .registers 6

    .line 224
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->PROPAGATION:Ljava/util/EnumMap;

    sget-object v1, Lcom/inkwell/notes/sync/Propagation;->NONE:Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0, p0, v1}, Ljava/util/EnumMap;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0, p1, p0, p2, p3}, Lcom/inkwell/notes/sync/Propagation;->after(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/sync/SyncTool;J)V

    .line 225
    return-void
.end method

.method public risk()Lcom/inkwell/notes/cetp/CetpTool$Risk;
    .registers 2

    .line 244
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->RISKS:Ljava/util/EnumMap;

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

    .line 254
    sget-object v0, Lcom/inkwell/notes/sync/SyncTool;->SCOPES:Ljava/util/EnumMap;

    invoke-virtual {v0, p0}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public title()Ljava/lang/String;
    .registers 2

    .line 229
    iget-object v0, p0, Lcom/inkwell/notes/sync/SyncTool;->title:Ljava/lang/String;

    return-object v0
.end method
