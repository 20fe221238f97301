.class public final Lcom/inkwell/NoteToolbox;
.super Ljava/lang/Object;
.source "NoteToolbox.kt"

# static fields
.field public static final INSTANCE:Lcom/inkwell/NoteToolbox;
.field private static final handlers:Ljava/util/Map;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final _get_catalog_$lambda$0(Ljava/lang/String;)Ljava/lang/CharSequence;
    .registers 4
    const-string v1, "it"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"name\":\""
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\"}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    check-cast v0, Ljava/lang/CharSequence;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 7
    new-instance v0, Lcom/inkwell/NoteToolbox;
    invoke-direct {v0}, Lcom/inkwell/NoteToolbox;-><init>()V
    sput-object v0, Lcom/inkwell/NoteToolbox;->INSTANCE:Lcom/inkwell/NoteToolbox;
    .line 8
    const/16 v0, 0x8
    new-array v0, v0, [Lkotlin/Pair;
    move-object v6, v0
    const/4 v1, 0x0
    const-string v2, "find_notes"
    new-instance v3, Lcom/inkwell/NoteToolbox$handlers$1;
    sget-object v5, Lcom/inkwell/NoteQueries;->INSTANCE:Lcom/inkwell/NoteQueries;
    invoke-direct {v3, v5}, Lcom/inkwell/NoteToolbox$handlers$1;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    const/4 v1, 0x1
    .line 9
    const-string v2, "notes_in_folder"
    new-instance v3, Lcom/inkwell/NoteToolbox$handlers$2;
    sget-object v5, Lcom/inkwell/NoteQueries;->INSTANCE:Lcom/inkwell/NoteQueries;
    invoke-direct {v3, v5}, Lcom/inkwell/NoteToolbox$handlers$2;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x2
    .line 10
    const-string v2, "add_note"
    new-instance v3, Lcom/inkwell/NoteToolbox$handlers$3;
    sget-object v5, Lcom/inkwell/NoteWrites;->INSTANCE:Lcom/inkwell/NoteWrites;
    invoke-direct {v3, v5}, Lcom/inkwell/NoteToolbox$handlers$3;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x3
    .line 11
    const-string v2, "save_draft"
    new-instance v3, Lcom/inkwell/NoteToolbox$handlers$4;
    sget-object v5, Lcom/inkwell/NoteWrites;->INSTANCE:Lcom/inkwell/NoteWrites;
    invoke-direct {v3, v5}, Lcom/inkwell/NoteToolbox$handlers$4;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x4
    .line 12
    const-string v2, "share_note"
    new-instance v3, Lcom/inkwell/NoteToolbox$handlers$5;
    sget-object v5, Lcom/inkwell/NoteWrites;->INSTANCE:Lcom/inkwell/NoteWrites;
    invoke-direct {v3, v5}, Lcom/inkwell/NoteToolbox$handlers$5;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x5
    .line 13
    const-string v2, "pin_note"
    new-instance v3, Lcom/inkwell/NoteToolbox$handlers$6;
    sget-object v5, Lcom/inkwell/NoteWrites;->INSTANCE:Lcom/inkwell/NoteWrites;
    invoke-direct {v3, v5}, Lcom/inkwell/NoteToolbox$handlers$6;-><init>(Ljava/lang/Object;)V
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x6
    .line 14
    const-string v2, "delete_note"
    sget-object v3, Lcom/inkwell/NoteToolbox$handlers$7;->INSTANCE:Lcom/inkwell/NoteToolbox$handlers$7;
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    const/4 v1, 0x7
    .line 15
    const-string v2, "purge_note"
    sget-object v3, Lcom/inkwell/NoteToolbox$handlers$8;->INSTANCE:Lcom/inkwell/NoteToolbox$handlers$8;
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v6, v1
    .line 8
    .line 7
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/inkwell/NoteToolbox;->handlers:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public final getCatalog()Ljava/lang/String;
    .registers 10
    .line 19
    sget-object v0, Lcom/inkwell/NoteToolbox;->handlers:Ljava/util/Map;
    invoke-interface {v0}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    const-string v1, ","
    check-cast v1, Ljava/lang/CharSequence;
    const-string v2, "{\"revision\":\"notes-3\",\"tools\":["
    check-cast v2, Ljava/lang/CharSequence;
    const-string v3, "]}"
    check-cast v3, Ljava/lang/CharSequence;
    const/4 v4, 0x0
    const/4 v5, 0x0
    sget-object v6, Lcom/inkwell/NoteToolbox$$ExternalSyntheticLambda0;->INSTANCE:Lcom/inkwell/NoteToolbox$$ExternalSyntheticLambda0;
    const/16 v7, 0x18
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final get(Ljava/lang/String;)Lkotlin/jvm/functions/Function2;
    .registers 5
    .line 21
    move-object v0, v4
    if-eqz v4, :L23
    move-object v1, v0
    .line 52
    const/4 v2, 0x0
    .line 21
    sget-object v0, Lcom/inkwell/NoteToolbox;->handlers:Ljava/util/Map;
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function2;
    .line 21
    goto :L25
:L23
    .line 21
    const/4 v0, 0x0
:L25
    return-object v0
.end method

