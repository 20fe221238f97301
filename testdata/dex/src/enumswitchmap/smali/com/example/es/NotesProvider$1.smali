# javac's switch map for the `switch (tool)` of NotesProvider.java line 22:
# a synthetic class NotesProvider$1 whose int array, indexed by ordinal(),
# gives each constant its case key (1.. in the order of the cases); each
# store is in its own try/catch NoSuchFieldError, so an enum changed
# after the switch was compiled still loads.
.class synthetic Lcom/example/es/NotesProvider$1;
.super Ljava/lang/Object;
.source "NotesProvider.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/es/NotesProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation

.field static final synthetic $SwitchMap$com$example$es$Tool:[I

.method static constructor <clinit>()V
    .registers 3
    .line 22
    invoke-static {}, Lcom/example/es/Tool;->values()[Lcom/example/es/Tool;
    move-result-object v0
    array-length v0, v0
    new-array v0, v0, [I
    sput-object v0, Lcom/example/es/NotesProvider$1;->$SwitchMap$com$example$es$Tool:[I
    :try_start_0
    sget-object v0, Lcom/example/es/NotesProvider$1;->$SwitchMap$com$example$es$Tool:[I
    sget-object v1, Lcom/example/es/Tool;->LIST:Lcom/example/es/Tool;
    invoke-virtual {v1}, Lcom/example/es/Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x1
    aput v2, v0, v1
    :try_end_0
    .catch Ljava/lang/NoSuchFieldError; {:try_start_0 .. :try_end_0} :catch_0
    :catch_0
    :try_start_1
    sget-object v0, Lcom/example/es/NotesProvider$1;->$SwitchMap$com$example$es$Tool:[I
    sget-object v1, Lcom/example/es/Tool;->ADD:Lcom/example/es/Tool;
    invoke-virtual {v1}, Lcom/example/es/Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x2
    aput v2, v0, v1
    :try_end_1
    .catch Ljava/lang/NoSuchFieldError; {:try_start_1 .. :try_end_1} :catch_1
    :catch_1
    :try_start_2
    sget-object v0, Lcom/example/es/NotesProvider$1;->$SwitchMap$com$example$es$Tool:[I
    sget-object v1, Lcom/example/es/Tool;->ARCHIVE:Lcom/example/es/Tool;
    invoke-virtual {v1}, Lcom/example/es/Tool;->ordinal()I
    move-result v1
    const/4 v2, 0x3
    aput v2, v0, v1
    :try_end_2
    .catch Ljava/lang/NoSuchFieldError; {:try_start_2 .. :try_end_2} :catch_2
    :catch_2
    return-void
.end method
