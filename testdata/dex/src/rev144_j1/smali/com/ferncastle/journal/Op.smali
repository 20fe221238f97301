.class public abstract enum Lcom/ferncastle/journal/Op;
.super Ljava/lang/Enum;
.source "Op.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/ferncastle/journal/Op;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/ferncastle/journal/Op;

.field public static final enum ARCHIVE:Lcom/ferncastle/journal/Op;

.field static final BATCH:I = 0x1f4

.field public static final enum PURGE:Lcom/ferncastle/journal/Op;


# direct methods
.method private static synthetic $values()[Lcom/ferncastle/journal/Op;
    .registers 3

    .line 20
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/ferncastle/journal/Op;

    sget-object v2, Lcom/ferncastle/journal/Op;->ARCHIVE:Lcom/ferncastle/journal/Op;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/ferncastle/journal/Op;->PURGE:Lcom/ferncastle/journal/Op;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 21
    new-instance v0, Lcom/ferncastle/journal/Op$1;

    const-string v1, "ARCHIVE"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/ferncastle/journal/Op$1;-><init>(Ljava/lang/String;ILcom/ferncastle/journal/Op$1-IA;)V

    sput-object v0, Lcom/ferncastle/journal/Op;->ARCHIVE:Lcom/ferncastle/journal/Op;

    .line 66
    new-instance v0, Lcom/ferncastle/journal/Op$2;

    const-string v1, "PURGE"

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/ferncastle/journal/Op$2;-><init>(Ljava/lang/String;ILcom/ferncastle/journal/Op$2-IA;)V

    sput-object v0, Lcom/ferncastle/journal/Op;->PURGE:Lcom/ferncastle/journal/Op;

    .line 20
    invoke-static {}, Lcom/ferncastle/journal/Op;->$values()[Lcom/ferncastle/journal/Op;

    move-result-object v0

    sput-object v0, Lcom/ferncastle/journal/Op;->$VALUES:[Lcom/ferncastle/journal/Op;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 20
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/ferncastle/journal/Op-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/ferncastle/journal/Op;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method static archiveFile(Landroid/content/Context;)Ljava/io/File;
    .registers 6

    .line 108
    new-instance v0, Ljava/io/File;

    new-instance v1, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "archive"

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const-string v2, "journal-archive.jsonl"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ferncastle/journal/Op;
    .registers 2

    .line 20
    const-class v0, Lcom/ferncastle/journal/Op;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/journal/Op;

    return-object v0
.end method

.method public static values()[Lcom/ferncastle/journal/Op;
    .registers 1

    .line 20
    sget-object v0, Lcom/ferncastle/journal/Op;->$VALUES:[Lcom/ferncastle/journal/Op;

    invoke-virtual {v0}, [Lcom/ferncastle/journal/Op;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/ferncastle/journal/Op;

    return-object v0
.end method


# virtual methods
.method abstract apply(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/query/Node;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            "Lcom/ferncastle/query/Node;",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method abstract spec()Lcom/ferncastle/plugin/ToolSpec;
.end method

.method abstract summary(Ljava/lang/String;)Ljava/lang/String;
.end method
