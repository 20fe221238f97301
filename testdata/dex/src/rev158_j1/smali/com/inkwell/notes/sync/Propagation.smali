.class abstract enum Lcom/inkwell/notes/sync/Propagation;
.super Ljava/lang/Enum;
.source "Propagation.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/sync/Propagation;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/sync/Propagation;

.field public static final enum NONE:Lcom/inkwell/notes/sync/Propagation;

.field static final NOTEBOOKS:Landroid/net/Uri;

.field public static final enum NOTIFY:Lcom/inkwell/notes/sync/Propagation;

.field public static final enum REQUEST_SYNC:Lcom/inkwell/notes/sync/Propagation;

.field static final SYNC_AUTHORITY:Ljava/lang/String; = "com.inkwell.notes.sync"


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/sync/Propagation;
    .registers 3

    .line 11
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/inkwell/notes/sync/Propagation;

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->NONE:Lcom/inkwell/notes/sync/Propagation;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->NOTIFY:Lcom/inkwell/notes/sync/Propagation;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/sync/Propagation;->REQUEST_SYNC:Lcom/inkwell/notes/sync/Propagation;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 12
    new-instance v0, Lcom/inkwell/notes/sync/Propagation$1;

    const-string v1, "NONE"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/sync/Propagation$1;-><init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/Propagation;->NONE:Lcom/inkwell/notes/sync/Propagation;

    .line 17
    new-instance v0, Lcom/inkwell/notes/sync/Propagation$2;

    const-string v1, "NOTIFY"

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/sync/Propagation$2;-><init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/Propagation;->NOTIFY:Lcom/inkwell/notes/sync/Propagation;

    .line 29
    new-instance v0, Lcom/inkwell/notes/sync/Propagation$3;

    const-string v1, "REQUEST_SYNC"

    const/4 v2, 0x2

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/inkwell/notes/sync/Propagation$3;-><init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V

    sput-object v0, Lcom/inkwell/notes/sync/Propagation;->REQUEST_SYNC:Lcom/inkwell/notes/sync/Propagation;

    .line 11
    invoke-static {}, Lcom/inkwell/notes/sync/Propagation;->$values()[Lcom/inkwell/notes/sync/Propagation;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/sync/Propagation;->$VALUES:[Lcom/inkwell/notes/sync/Propagation;

    .line 50
    const-string v0, "content://com.inkwell.notes.sync/notebooks"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/sync/Propagation;->NOTEBOOKS:Landroid/net/Uri;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 11
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/inkwell/notes/sync/Propagation-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/inkwell/notes/sync/Propagation;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/sync/Propagation;
    .registers 2

    .line 11
    const-class v0, Lcom/inkwell/notes/sync/Propagation;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/sync/Propagation;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/sync/Propagation;
    .registers 1

    .line 11
    sget-object v0, Lcom/inkwell/notes/sync/Propagation;->$VALUES:[Lcom/inkwell/notes/sync/Propagation;

    invoke-virtual {v0}, [Lcom/inkwell/notes/sync/Propagation;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/sync/Propagation;

    return-object v0
.end method


# virtual methods
.method abstract after(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/sync/SyncTool;J)V
.end method
