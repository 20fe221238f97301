.class synthetic Lcom/inkwell/notes/cetp/Dispatcher$1;
.super Ljava/lang/Object;
.source "Dispatcher.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Dispatcher;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation


# static fields
.field static final synthetic $SwitchMap$com$inkwell$notes$cetp$Dispatcher$Method:[I


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 78
    invoke-static {}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->values()[Lcom/inkwell/notes/cetp/Dispatcher$Method;

    move-result-object v0

    array-length v0, v0

    new-array v0, v0, [I

    sput-object v0, Lcom/inkwell/notes/cetp/Dispatcher$1;->$SwitchMap$com$inkwell$notes$cetp$Dispatcher$Method:[I

    :try_start_0
    sget-object v0, Lcom/inkwell/notes/cetp/Dispatcher$1;->$SwitchMap$com$inkwell$notes$cetp$Dispatcher$Method:[I

    sget-object v1, Lcom/inkwell/notes/cetp/Dispatcher$Method;->GET_PROVIDER_INFO:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->ordinal()I

    move-result v1

    const/4 v2, 0x1

    aput v2, v0, v1
    :try_end_0
    .catch Ljava/lang/NoSuchFieldError; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v3

    :goto_0
    :try_start_1
    sget-object v0, Lcom/inkwell/notes/cetp/Dispatcher$1;->$SwitchMap$com$inkwell$notes$cetp$Dispatcher$Method:[I

    sget-object v1, Lcom/inkwell/notes/cetp/Dispatcher$Method;->LIST_TOOLS:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->ordinal()I

    move-result v1

    const/4 v2, 0x2

    aput v2, v0, v1
    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v3

    :goto_1
    :try_start_2
    sget-object v0, Lcom/inkwell/notes/cetp/Dispatcher$1;->$SwitchMap$com$inkwell$notes$cetp$Dispatcher$Method:[I

    sget-object v1, Lcom/inkwell/notes/cetp/Dispatcher$Method;->EXECUTE_TOOL:Lcom/inkwell/notes/cetp/Dispatcher$Method;

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Dispatcher$Method;->ordinal()I

    move-result v1

    const/4 v2, 0x3

    aput v2, v0, v1
    :try_end_2
    .catch Ljava/lang/NoSuchFieldError; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    :catch_2
    move-exception v3

    :goto_2
    return-void
.end method
