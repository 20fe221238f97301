.class final enum Lcom/inkwell/notes/cetp/Dispatcher$Method;
.super Ljava/lang/Enum;
.source "Dispatcher.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Dispatcher;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4018
    name = "Method"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/cetp/Dispatcher$Method;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/cetp/Dispatcher$Method;

.field public static final enum CANCEL_OPERATION:Lcom/inkwell/notes/cetp/Dispatcher$Method;

.field public static final enum EXECUTE_TOOL:Lcom/inkwell/notes/cetp/Dispatcher$Method;

.field public static final enum GET_OPERATION:Lcom/inkwell/notes/cetp/Dispatcher$Method;

.field public static final enum GET_PROVIDER_INFO:Lcom/inkwell/notes/cetp/Dispatcher$Method;

.field public static final enum LIST_TOOLS:Lcom/inkwell/notes/cetp/Dispatcher$Method;

.field public static final enum NEGOTIATE:Lcom/inkwell/notes/cetp/Dispatcher$Method;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/cetp/Dispatcher$Method;
    .registers 3

    .line 21
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/inkwell/notes/cetp/Dispatcher$Method;

    sget-object v2, Lcom/inkwell/notes/cetp/Dispatcher$Method;->NEGOTIATE:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Dispatcher$Method;->GET_PROVIDER_INFO:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Dispatcher$Method;->LIST_TOOLS:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Dispatcher$Method;->EXECUTE_TOOL:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Dispatcher$Method;->GET_OPERATION:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Dispatcher$Method;->CANCEL_OPERATION:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const/4 v1, 0x5

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 22
    new-instance v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const-string v1, "NEGOTIATE"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->NEGOTIATE:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    new-instance v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const-string v1, "GET_PROVIDER_INFO"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->GET_PROVIDER_INFO:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    new-instance v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const-string v1, "LIST_TOOLS"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->LIST_TOOLS:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    new-instance v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const-string v1, "EXECUTE_TOOL"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->EXECUTE_TOOL:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    new-instance v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const-string v1, "GET_OPERATION"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->GET_OPERATION:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    new-instance v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    const-string v1, "CANCEL_OPERATION"

    const/4 v2, 0x5

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Dispatcher$Method;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->CANCEL_OPERATION:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    .line 21
    invoke-static {}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->$values()[Lcom/inkwell/notes/cetp/Dispatcher$Method;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->$VALUES:[Lcom/inkwell/notes/cetp/Dispatcher$Method;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 21
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method static of(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Dispatcher$Method;
    .registers 7

    .line 25
    invoke-static {}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->values()[Lcom/inkwell/notes/cetp/Dispatcher$Method;

    move-result-object v2

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_1

    aget-object v5, v2, v4

    .line 26
    invoke-virtual {v5}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 27
    return-object v5

    .line 25
    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 30
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Dispatcher$Method;
    .registers 2

    .line 21
    const-class v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/cetp/Dispatcher$Method;
    .registers 1

    .line 21
    sget-object v0, Lcom/inkwell/notes/cetp/Dispatcher$Method;->$VALUES:[Lcom/inkwell/notes/cetp/Dispatcher$Method;

    invoke-virtual {v0}, [Lcom/inkwell/notes/cetp/Dispatcher$Method;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/cetp/Dispatcher$Method;

    return-object v0
.end method
