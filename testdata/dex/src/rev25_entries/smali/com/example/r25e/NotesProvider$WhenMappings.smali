# kotlinc's mapping for the `when (tool)` of NotesProvider.kt line 28:
# case keys 1.. in the order of the branches (LIST, ADD, ARCHIVE).
.class public final synthetic Lcom/example/r25e/NotesProvider$WhenMappings;
.super Ljava/lang/Object;
.source "NotesProvider.kt"

.field public static final synthetic $EnumSwitchMapping$0:[I

.method static synthetic constructor <clinit>()V
    .registers 3
    invoke-static {}, Lcom/example/r25e/Tool;->values()[Lcom/example/r25e/Tool;
    move-result-object v0
    array-length v0, v0
    new-array v0, v0, [I
    :try_start_0
    sget-object v1, Lcom/example/r25e/Tool;->LIST:Lcom/example/r25e/Tool;
    invoke-virtual {v1}, Lcom/example/r25e/Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x1
    aput v2, v0, v1
    :try_end_0
    .catch Ljava/lang/NoSuchFieldError; {:try_start_0 .. :try_end_0} :catch_0
    :catch_0
    :try_start_1
    sget-object v1, Lcom/example/r25e/Tool;->ADD:Lcom/example/r25e/Tool;
    invoke-virtual {v1}, Lcom/example/r25e/Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x2
    aput v2, v0, v1
    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1
    :catch_1
    :try_start_2
    sget-object v1, Lcom/example/r25e/Tool;->ARCHIVE:Lcom/example/r25e/Tool;
    invoke-virtual {v1}, Lcom/example/r25e/Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x3
    aput v2, v0, v1
    :try_end_2
    .catch Ljava/lang/NoSuchFieldError; {:try_start_2 .. :try_end_2} :catch_2
    :catch_2
    sput-object v0, Lcom/example/r25e/NotesProvider$WhenMappings;->$EnumSwitchMapping$0:[I
    return-void
.end method
