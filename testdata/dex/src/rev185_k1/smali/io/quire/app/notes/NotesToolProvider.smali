.class public final Lio/quire/app/notes/NotesToolProvider;
.super Lio/quire/app/core/ToolHost;
.source "NotesToolProvider.kt"


# static fields
.field public static final Companion:Lio/quire/app/notes/NotesToolProvider$Companion;

.field private static final NOTE_ID:Lkotlin/text/Regex;


# instance fields
.field private final catalog:Lio/quire/app/core/Catalog;

.field private final confirmation:Lio/quire/app/core/Step;

.field private final providerDescription:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final store$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/quire/app/notes/NotesToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/quire/app/notes/NotesToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quire/app/notes/NotesToolProvider;->Companion:Lio/quire/app/notes/NotesToolProvider$Companion;

    .line 159
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "n_[0-9a-f]{16}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/quire/app/notes/NotesToolProvider;->NOTE_ID:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 33
    invoke-direct {p0}, Lio/quire/app/core/ToolHost;-><init>()V

    .line 34
    const-string v0, "io.quire.app"

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->providerId:Ljava/lang/String;

    .line 35
    const-string v0, "Quire Notes"

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->providerName:Ljava/lang/String;

    .line 36
    const-string v0, "Read, write and tidy up your Quire notes"

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->providerDescription:Ljava/lang/String;

    .line 37
    sget-object v0, Lio/quire/app/notes/NotesTools;->INSTANCE:Lio/quire/app/notes/NotesTools;

    invoke-virtual {v0}, Lio/quire/app/notes/NotesTools;->getSCOPES()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->scopes:Ljava/util/List;

    .line 38
    sget-object v0, Lio/quire/app/notes/NotesTools;->INSTANCE:Lio/quire/app/notes/NotesTools;

    invoke-virtual {v0}, Lio/quire/app/notes/NotesTools;->getCATALOG()Lio/quire/app/core/Catalog;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->catalog:Lio/quire/app/core/Catalog;

    .line 40
    new-instance v0, Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda0;-><init>(Lio/quire/app/notes/NotesToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->store$delegate:Lkotlin/Lazy;

    .line 42
    new-instance v0, Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lio/quire/app/notes/NotesToolProvider$$ExternalSyntheticLambda1;-><init>(Lio/quire/app/notes/NotesToolProvider;)V

    iput-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->confirmation:Lio/quire/app/core/Step;

    .line 33
    return-void
.end method

.method private final author-Zl6ergc(Lio/quire/app/core/Call;)Ljava/lang/String;
    .registers 8

    .line 131
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "calling_package"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v2, v0

    move-object v3, v2

    .line 163
    const/4 v4, 0x0

    .line 131
    move-object v0, v3

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v2

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    move-object v4, v0

    .line 163
    const/4 v5, 0x0

    .line 131
    invoke-static {v4}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_2

    .line 132
    :cond_2
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getCaller-IxSegko()Ljava/lang/String;

    move-result-object v0

    .line 131
    if-nez v0, :cond_3

    .line 133
    const-string v0, "unknown"

    invoke-static {v0}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :cond_3
    :goto_2
    return-object v0
.end method

.method public static final confirmation$lambda$0(Lio/quire/app/notes/NotesToolProvider;Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
    .registers 15

    const-string v1, "state"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    instance-of v0, p1, Lio/quire/app/core/CallState$Admitted;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lio/quire/app/core/CallState$Admitted;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    return-object p1

    :cond_1
    move-object v4, v0

    .line 44
    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/core/ToolSpec;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lio/quire/app/core/CallState$Cleared;

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v2

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lio/quire/app/core/CallState$Cleared;-><init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V

    check-cast v0, Lio/quire/app/core/CallState;

    return-object v0

    .line 45
    :cond_2
    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v0

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v3

    invoke-direct {p0, v3}, Lio/quire/app/notes/NotesToolProvider;->summary(Lio/quire/app/core/Call;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, v4, v2}, Lio/quire/app/notes/NotesToolProvider;->ask(Lio/quire/app/core/CallState$Admitted;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v5, v0

    .line 46
    sget-object v0, Lio/quire/app/core/ParkedCalls;->INSTANCE:Lio/quire/app/core/ParkedCalls;

    invoke-virtual {v0, v5}, Lio/quire/app/core/ParkedCalls;->take(Ljava/lang/String;)Lio/quire/app/core/Parked;

    move-result-object v7

    .line 47
    if-eqz v7, :cond_8

    .line 46
    move-object v9, v7

    .line 47
    move-object v10, v9

    .line 163
    const/4 v11, 0x0

    .line 47
    invoke-virtual {v10}, Lio/quire/app/core/Parked;->getProvider()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lio/quire/app/notes/NotesToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v10}, Lio/quire/app/core/Parked;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lio/quire/app/core/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-virtual {v10}, Lio/quire/app/core/Parked;->getLive()Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    move-object v0, v9

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    :goto_2
    move-object v8, v0

    .line 48
    if-eqz v8, :cond_8

    .line 46
    move-object v10, v8

    .line 48
    move-object v11, v10

    .line 163
    const/4 v12, 0x0

    .line 48
    invoke-virtual {v11}, Lio/quire/app/core/Parked;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    invoke-virtual {v11}, Lio/quire/app/core/Parked;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_7

    move-object v0, v10

    goto :goto_4

    :cond_7
    const/4 v0, 0x0

    .line 46
    :goto_4
    move-object v9, v0

    if-eqz v9, :cond_8

    move-object v0, v9

    goto :goto_5

    .line 49
    :cond_8
    move-object v0, v4

    check-cast v0, Lio/quire/app/core/CallState;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "The resume token does not belong to this call"

    invoke-static {v0, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    return-object v0

    .line 46
    :goto_5
    move-object v6, v0

    .line 50
    invoke-virtual {v6}, Lio/quire/app/core/Parked;->getAnswer()Ljava/lang/Boolean;

    move-result-object v7

    .line 51
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    new-instance v0, Lio/quire/app/core/CallState$Cleared;

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getCall()Lio/quire/app/core/Call;

    move-result-object v2

    invoke-virtual {v4}, Lio/quire/app/core/CallState$Admitted;->getSpec()Lio/quire/app/core/ToolSpec;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lio/quire/app/core/CallState$Cleared;-><init>(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)V

    check-cast v0, Lio/quire/app/core/CallState;

    goto :goto_6

    .line 52
    :cond_9
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    if-nez v7, :cond_b

    :cond_a
    move-object v0, v4

    check-cast v0, Lio/quire/app/core/CallState;

    const-string v1, "USER_CANCELLED"

    const-string v2, "The action was not approved"

    invoke-static {v0, v1, v2}, Lio/quire/app/core/CallStateKt;->fail(Lio/quire/app/core/CallState;Ljava/lang/String;Ljava/lang/String;)Lio/quire/app/core/CallState;

    move-result-object v0

    goto :goto_6

    .line 50
    :cond_b
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 53
    :goto_6
    return-object v0
.end method

.method private final createNote(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 14

    .line 119
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v7

    .line 120
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "body"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 121
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "folder"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    check-cast v10, Ljava/lang/CharSequence;

    invoke-interface {v10}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 163
    const/4 v11, 0x0

    .line 121
    const-string v0, "Inbox"

    goto :goto_1

    :cond_1
    move-object v0, v10

    :goto_1
    check-cast v0, Ljava/lang/String;

    move-object v9, v0

    .line 122
    move-object v0, v7

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_3

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x78

    if-gt v0, v1, :cond_3

    invoke-virtual {v8}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x4e20

    if-gt v0, v1, :cond_3

    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-le v0, v1, :cond_4

    .line 123
    :cond_3
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "title, body or folder is out of range"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 125
    :cond_4
    invoke-direct {p0}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v0

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {p0, p1}, Lio/quire/app/notes/NotesToolProvider;->author-Zl6ergc(Lio/quire/app/core/Call;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v0, v7, v8, v9, v4}, Lio/quire/app/notes/NoteStore;->create-4OGf63w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 126
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "note_id"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final descriptor-zkvSjuM(Ljava/io/File;Ljava/lang/String;I)Lkotlin/Pair;
    .registers 8

    .line 112
    invoke-virtual {p1}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v2

    .line 113
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v2, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;

    move-result-object v3

    .line 114
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v3, v2}, Lio/quire/app/core/TypesKt;->isWithin(Ljava/io/File;Ljava/io/File;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v3}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 115
    :cond_1
    invoke-static {v3, p3}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    invoke-static {v3, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    return-object v0
.end method

.method private final digest(Ljava/io/File;)Ljava/lang/String;
    .registers 8

    .line 156
    new-instance v2, Ljava/io/FileInputStream;

    invoke-direct {v2, p1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    check-cast v2, Ljava/io/Closeable;

    const/4 v3, 0x0

    :try_start_0
    move-object v0, v2

    check-cast v0, Ljava/io/FileInputStream;

    move-object v4, v0

    .line 163
    const/4 v5, 0x0

    .line 156
    sget-object v0, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    move-object v1, v4

    check-cast v1, Ljava/io/InputStream;

    invoke-static {v1}, Lkotlin/io/ByteStreamsKt;->readBytes(Ljava/io/InputStream;)[B

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v4

    goto :goto_0

    :catch_0
    :try_start_1
    move-exception v5

    move-object v3, v5

    throw v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v5

    invoke-static {v2, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v5

    :goto_0
    return-object v0
.end method

.method private final getStore()Lio/quire/app/notes/NoteStore;
    .registers 3

    .line 40
    iget-object v1, p0, Lio/quire/app/notes/NotesToolProvider;->store$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/notes/NoteStore;

    return-object v0
.end method

.method private final mediaType-TMZqJ6g(Ljava/lang/String;)Ljava/lang/String;
    .registers 6

    .line 148
    invoke-static {p1}, Lio/quire/app/core/SafePath;->getLeaf-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const/16 v1, 0x2e

    const-string v2, ""

    invoke-static {v0, v1, v2}, Lkotlin/text/StringsKt;->substringAfterLast(Ljava/lang/String;CLjava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "toLowerCase(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v3, v0

    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "jpg"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_1
    const-string v1, "txt"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_2
    const-string v1, "pdf"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_3
    const-string v1, "md"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_4
    const-string v1, "png"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_5
    const-string v1, "jpeg"

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    .line 149
    :cond_0
    const-string v0, "image/png"

    goto :goto_1

    .line 150
    :cond_1
    const-string v0, "image/jpeg"

    goto :goto_1

    .line 151
    :cond_2
    const-string v0, "application/pdf"

    goto :goto_1

    .line 152
    :cond_3
    const-string v0, "text/plain"

    goto :goto_1

    .line 153
    :goto_0
    const-string v0, "application/octet-stream"

    .line 154
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0xd97 -> :sswitch_3
        0x19be1 -> :sswitch_0
        0x1b0f2 -> :sswitch_2
        0x1b229 -> :sswitch_4
        0x1c270 -> :sswitch_1
        0x31e068 -> :sswitch_5
    .end sparse-switch
.end method

.method private final noteFor(Lio/quire/app/core/Call;)Lorg/json/JSONObject;
    .registers 7

    .line 89
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "note_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    move-object v3, v2

    .line 163
    const/4 v4, 0x0

    .line 89
    sget-object v0, Lio/quire/app/notes/NotesToolProvider;->NOTE_ID:Lkotlin/text/Regex;

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v3

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v3, v0

    .line 163
    const/4 v4, 0x0

    .line 89
    invoke-direct {p0}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v0

    invoke-virtual {v0, v3}, Lio/quire/app/notes/NoteStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method private final openAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 17

    .line 93
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getSession()Lio/quire/app/core/Session;

    move-result-object v0

    const-string v1, "large_results"

    invoke-virtual {v0, v1}, Lio/quire/app/core/Session;->offers(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 94
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "RESULT_TOO_LARGE"

    const-string v2, "Attachments need the large_results capability"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :cond_0
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "note_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object v10, v9

    .line 163
    const/4 v11, 0x0

    .line 96
    sget-object v0, Lio/quire/app/notes/NotesToolProvider;->NOTE_ID:Lkotlin/text/Regex;

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v10

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v9

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 97
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "note_id is not a note id"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 96
    :cond_2
    move-object v7, v0

    .line 98
    invoke-direct {p0}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v0

    invoke-virtual {v0, v7}, Lio/quire/app/notes/NoteStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_3

    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such note"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_3
    move-object v8, v0

    .line 99
    sget-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "name"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/quire/app/core/SafePath$Companion;->parse-AoJGOMg(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_4

    .line 100
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "name must be a relative attachment path"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 99
    :cond_4
    move-object v9, v0

    .line 101
    const-string v1, "locked"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    const/high16 v0, 0x10000000

    goto :goto_1

    :cond_5
    const/high16 v0, 0x30000000

    :goto_1
    move v10, v0

    .line 102
    invoke-direct {p0}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v1

    invoke-virtual {v1, v7}, Lio/quire/app/notes/NoteStore;->attachmentDir(Ljava/lang/String;)Ljava/io/File;

    move-result-object v1

    invoke-direct {p0, v1, v9, v10}, Lio/quire/app/notes/NotesToolProvider;->descriptor-zkvSjuM(Ljava/io/File;Ljava/lang/String;I)Lkotlin/Pair;

    move-result-object v0

    if-nez v0, :cond_6

    .line 103
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such attachment"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :cond_6
    move-object v11, v0

    invoke-virtual {v11}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Ljava/io/File;

    invoke-virtual {v11}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Landroid/os/ParcelFileDescriptor;

    .line 104
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "file"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, v9}, Lio/quire/app/notes/NotesToolProvider;->mediaType-TMZqJ6g(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "media_type"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 105
    invoke-virtual {v12}, Ljava/io/File;->length()J

    move-result-wide v4

    const-string v3, "size_bytes"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {p0, v12}, Lio/quire/app/notes/NotesToolProvider;->digest(Ljava/io/File;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "sha256"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 104
    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lio/quire/app/core/Wire;->success$default(Lio/quire/app/core/Wire;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v14

    .line 106
    move-object v2, v13

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "result_fd"

    invoke-virtual {v14, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 107
    return-object v14
.end method

.method private final readNote(Lio/quire/app/core/Call;)Landroid/os/Bundle;
    .registers 10

    .line 84
    invoke-direct {p0, p1}, Lio/quire/app/notes/NotesToolProvider;->noteFor(Lio/quire/app/core/Call;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "No such note"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 85
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v5, "title"

    invoke-virtual {v7, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "title"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v5, "body"

    invoke-virtual {v7, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "body"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final store_delegate$lambda$0(Lio/quire/app/notes/NotesToolProvider;)Lio/quire/app/notes/NoteStore;
    .registers 5

    .line 40
    new-instance v0, Lio/quire/app/notes/NoteStore;

    invoke-virtual {p0}, Lio/quire/app/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    if-nez v1, :cond_0

    const-string v3, "Required value was null."

    new-instance v1, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_0
    invoke-direct {v0, v1}, Lio/quire/app/notes/NoteStore;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final summary(Lio/quire/app/core/Call;)Ljava/lang/String;
    .registers 8

    .line 56
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v5

    .line 57
    const-string v1, "purge_trash"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "Permanently delete every note in the trash"

    goto :goto_0

    .line 58
    :cond_0
    const-string v1, "delete_note"

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-direct {p0}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v0

    invoke-virtual {p1}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "note_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/quire/app/notes/NoteStore;->get(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_1

    const-string v1, "title"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    :cond_1
    const-string v0, "?"

    :cond_2
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Move \""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "\" to the trash"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_3
    new-instance v0, Ljava/lang/IllegalStateException;

    .line 59
    invoke-virtual {p1}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no confirmation text for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 60
    :goto_0
    return-object v0
.end method


# virtual methods
.method public getCatalog()Lio/quire/app/core/Catalog;
    .registers 2

    .line 38
    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->catalog:Lio/quire/app/core/Catalog;

    return-object v0
.end method

.method protected getConfirmation()Lio/quire/app/core/Step;
    .registers 2

    .line 42
    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->confirmation:Lio/quire/app/core/Step;

    return-object v0
.end method

.method public getProviderDescription()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->providerDescription:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderName()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 37
    iget-object v0, p0, Lio/quire/app/notes/NotesToolProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 15

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 137
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {v0}, Lio/quire/app/core/CallerUid;->constructor-impl(I)I

    move-result v4

    .line 138
    invoke-virtual {p0}, Lio/quire/app/notes/NotesToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v8, v0

    .line 163
    const/4 v9, 0x0

    .line 138
    invoke-static {v8}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 139
    invoke-virtual {p0}, Lio/quire/app/notes/NotesToolProvider;->getLinks()Lio/quire/app/core/LinkedApps;

    move-result-object v0

    const-string v3, "notes.read"

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    invoke-virtual {v0, v4, v5, v3}, Lio/quire/app/core/LinkedApps;->allows-Y5W2_D8(ILjava/lang/String;Ljava/util/List;)Z

    move-result v0

    if-nez v0, :cond_1

    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "Link this app in Quire first"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 140
    :cond_1
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v6

    .line 141
    invoke-interface {v6}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x3

    if-ne v0, v1, :cond_2

    const/4 v1, 0x0

    invoke-interface {v6, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    const-string v1, "image"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_3

    .line 163
    const/4 v8, 0x0

    .line 141
    const-string v8, "unknown uri"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v8}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 142
    :cond_3
    const/4 v1, 0x1

    invoke-interface {v6, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v9

    move-object v0, v9

    check-cast v0, Ljava/lang/String;

    move-object v10, v0

    .line 163
    const/4 v11, 0x0

    .line 142
    sget-object v0, Lio/quire/app/notes/NotesToolProvider;->NOTE_ID:Lkotlin/text/Regex;

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v10

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v9

    goto :goto_2

    :cond_4
    const/4 v0, 0x0

    :goto_2
    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_5

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such note"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_5
    move-object v7, v0

    .line 143
    sget-object v0, Lio/quire/app/core/SafePath;->Companion:Lio/quire/app/core/SafePath$Companion;

    const/4 v2, 0x2

    invoke-interface {v6, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v0, v1}, Lio/quire/app/core/SafePath$Companion;->parse-AoJGOMg(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_6

    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such image"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_6
    move-object v8, v0

    .line 144
    invoke-direct {p0}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v1

    invoke-virtual {v1, v7}, Lio/quire/app/notes/NoteStore;->attachmentDir(Ljava/lang/String;)Ljava/io/File;

    move-result-object v1

    const/high16 v3, 0x10000000

    invoke-direct {p0, v1, v8, v3}, Lio/quire/app/notes/NotesToolProvider;->descriptor-zkvSjuM(Ljava/io/File;Ljava/lang/String;I)Lkotlin/Pair;

    move-result-object v0

    if-eqz v0, :cond_7

    invoke-virtual {v0}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/ParcelFileDescriptor;

    if-nez v0, :cond_8

    .line 145
    :cond_7
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such image"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 144
    :cond_8
    return-object v0
.end method

.method protected resolution(Lio/quire/app/core/ToolSpec;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 11

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "ticket"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-virtual {p0}, Lio/quire/app/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v6, "Required value was null."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v4, v0

    .line 64
    invoke-virtual {p1}, Lio/quire/app/core/ToolSpec;->getName-MZPDnXo()Ljava/lang/String;

    move-result-object v0

    .line 65
    const-string v1, "purge_trash"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    invoke-static {}, Lio/quire/app/core/TypesKt;->getAPP()Ljava/lang/String;

    move-result-object v1

    const-string v2, "io.quire.app.ui.NoteConfirmActivity"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 66
    const-string v1, "io.quire.app.extra.MODE"

    const-string v2, "purge"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    goto :goto_0

    .line 67
    :cond_1
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lio/quire/app/ui/NoteConfirmActivity;

    invoke-direct {v0, v4, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 64
    :goto_0
    move-object v5, v0

    .line 69
    const-string v1, "io.quire.app.extra.TICKET"

    invoke-virtual {v5, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 70
    const/high16 v3, 0xc000000

    invoke-static {v4, p3, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method protected run(Lio/quire/app/core/Call;Lio/quire/app/core/ToolSpec;)Landroid/os/Bundle;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "spec"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lio/quire/app/core/Call;->getTool-MZPDnXo()Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_2

    :sswitch_0
    const-string v1, "read_note"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto/16 :goto_2

    :sswitch_1
    const-string v1, "list_notes"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto/16 :goto_2

    :sswitch_2
    const-string v1, "create_note"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_2

    :sswitch_3
    const-string v1, "delete_note"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_2

    :sswitch_4
    const-string v1, "open_note_attachment"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto/16 :goto_2

    :sswitch_5
    const-string v1, "purge_trash"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto/16 :goto_2

    .line 74
    :cond_0
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v4, p0

    invoke-direct {v4}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "folder"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    check-cast v9, Ljava/lang/CharSequence;

    invoke-interface {v9}, Ljava/lang/CharSequence;->length()I

    move-result v5

    const-string v3, "notes"

    if-nez v5, :cond_1

    const/4 v5, 0x1

    goto :goto_0

    :cond_1
    const/4 v5, 0x0

    :goto_0
    if-eqz v5, :cond_2

    .line 163
    move-object v15, v4

    move-object v14, v3

    move-object v13, v2

    move-object v12, v1

    move-object v11, v0

    const/4 v10, 0x0

    .line 74
    const/16 v16, 0x0

    move-object v0, v11

    move-object v1, v12

    move-object v2, v13

    move-object v3, v14

    move-object v4, v15

    move-object/from16 v5, v16

    goto :goto_1

    :cond_2
    move-object v5, v9

    :goto_1
    check-cast v5, Ljava/lang/String;

    const/4 v6, 0x0

    invoke-virtual {v4, v5, v6}, Lio/quire/app/notes/NoteStore;->list(Ljava/lang/String;Z)Lorg/json/JSONArray;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_3

    .line 75
    :cond_3
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1}, Lio/quire/app/notes/NotesToolProvider;->readNote(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto/16 :goto_3

    .line 76
    :cond_4
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1}, Lio/quire/app/notes/NotesToolProvider;->openAttachment(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 77
    :cond_5
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1}, Lio/quire/app/notes/NotesToolProvider;->createNote(Lio/quire/app/core/Call;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 78
    :cond_6
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v4, p0

    invoke-direct {v4}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lio/quire/app/core/Call;->getArgs()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "note_id"

    invoke-virtual {v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "optString(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v4, v5}, Lio/quire/app/notes/NoteStore;->trash(Ljava/lang/String;)Z

    move-result v4

    const-string v3, "trashed"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 79
    :cond_7
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v4, p0

    invoke-direct {v4}, Lio/quire/app/notes/NotesToolProvider;->getStore()Lio/quire/app/notes/NoteStore;

    move-result-object v4

    invoke-virtual {v4}, Lio/quire/app/notes/NoteStore;->purge()I

    move-result v4

    const-string v3, "purged"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lio/quire/app/core/Wire;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 80
    :goto_2
    sget-object v0, Lio/quire/app/core/Wire;->INSTANCE:Lio/quire/app/core/Wire;

    move-object/from16 v3, p1

    invoke-virtual {v3}, Lio/quire/app/core/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/quire/app/core/Wire;->error$default(Lio/quire/app/core/Wire;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 81
    :goto_3
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x42e049fa -> :sswitch_3
        -0x42606305 -> :sswitch_0
        -0x36df6465 -> :sswitch_4
        -0x1d6dfaab -> :sswitch_2
        0x233b1aa4 -> :sswitch_5
        0x29e5f3e0 -> :sswitch_1
    .end sparse-switch
.end method
