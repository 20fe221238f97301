.class public final Lcom/tutortime/BookingArgsJsonAdapter;
.super Lcom/squareup/moshi/JsonAdapter;
.source "BookingArgsJsonAdapter.kt"

.field private final options:Lcom/squareup/moshi/JsonReader$Options;
.field private final stringAdapter:Lcom/squareup/moshi/JsonAdapter;
.field private final nullableStringAdapter:Lcom/squareup/moshi/JsonAdapter;
.field private final booleanAdapter:Lcom/squareup/moshi/JsonAdapter;

.method public constructor <init>(Lcom/squareup/moshi/Moshi;)V
    .registers 7
    const-string v0, "moshi"
    invoke-static {v6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v5}, Lcom/squareup/moshi/JsonAdapter;-><init>()V
    .line 11
    const/4 v0, 0x4
    new-array v0, v0, [Ljava/lang/String;
    move-object v4, v0
    const/4 v1, 0x0
    const-string v2, "slot_id"
    aput-object v2, v4, v1
    const/4 v1, 0x1
    const-string v2, "caller_package"
    aput-object v2, v4, v1
    const/4 v1, 0x2
    const-string v2, "confirmed"
    aput-object v2, v4, v1
    const/4 v1, 0x3
    const-string v2, "resume_token"
    aput-object v2, v4, v1
    invoke-static {v4}, Lcom/squareup/moshi/JsonReader$Options;->of([Ljava/lang/String;)Lcom/squareup/moshi/JsonReader$Options;
    move-result-object v0
    const-string v2, "of(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v5, Lcom/tutortime/BookingArgsJsonAdapter;->options:Lcom/squareup/moshi/JsonReader$Options;
    .line 13
    const-class v1, Ljava/lang/String;
    check-cast v1, Ljava/lang/reflect/Type;
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v2
    const-string v3, "slotId"
    invoke-virtual {v6, v1, v2, v3}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;Ljava/util/Set;Ljava/lang/String;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    const-string v2, "adapter(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v5, Lcom/tutortime/BookingArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    .line 16
    const-class v1, Ljava/lang/String;
    check-cast v1, Ljava/lang/reflect/Type;
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v2
    const-string v3, "callerPackage"
    invoke-virtual {v6, v1, v2, v3}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;Ljava/util/Set;Ljava/lang/String;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    const-string v2, "adapter(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v5, Lcom/tutortime/BookingArgsJsonAdapter;->nullableStringAdapter:Lcom/squareup/moshi/JsonAdapter;
    .line 18
    sget-object v1, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;
    move-result-object v2
    const-string v3, "confirmed"
    invoke-virtual {v6, v1, v2, v3}, Lcom/squareup/moshi/Moshi;->adapter(Ljava/lang/reflect/Type;Ljava/util/Set;Ljava/lang/String;)Lcom/squareup/moshi/JsonAdapter;
    move-result-object v0
    const-string v2, "adapter(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, v5, Lcom/tutortime/BookingArgsJsonAdapter;->booleanAdapter:Lcom/squareup/moshi/JsonAdapter;
    .line 9
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    .line 20
    const-string v0, "GeneratedJsonAdapter(BookingArgs)"
    return-object v0
.end method

.method public fromJson(Lcom/squareup/moshi/JsonReader;)Lcom/tutortime/BookingArgs;
    .registers 13
    const-string v1, "reader"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    const/4 v0, 0x0
    move-object v7, v0
    .line 24
    const/4 v0, 0x0
    move-object v8, v0
    .line 25
    const/4 v0, 0x0
    move-object v9, v0
    .line 26
    const/4 v0, 0x0
    move-object v10, v0
    .line 27
    invoke-virtual {v12}, Lcom/squareup/moshi/JsonReader;->beginObject()V
    :L20
    .line 28
    invoke-virtual {v12}, Lcom/squareup/moshi/JsonReader;->hasNext()Z
    move-result v0
    if-eqz v0, :L187
    .line 29
    iget-object v1, v11, Lcom/tutortime/BookingArgsJsonAdapter;->options:Lcom/squareup/moshi/JsonReader$Options;
    invoke-virtual {v12, v1}, Lcom/squareup/moshi/JsonReader;->selectName(Lcom/squareup/moshi/JsonReader$Options;)I
    move-result v0
    packed-switch v0, :sw_35
    goto :L184
    :L68
    .line 30
    iget-object v0, v11, Lcom/tutortime/BookingArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v0, v12}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L102
    const-string v0, "slotId"
    const-string v1, "slot_id"
    invoke-static {v0, v1, v12}, Lcom/squareup/moshi/internal/Util;->unexpectedNull(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    const-string v2, "unexpectedNull(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v0
    :L102
    move-object v7, v0
    goto :L20
    :L106
    .line 31
    iget-object v0, v11, Lcom/tutortime/BookingArgsJsonAdapter;->nullableStringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v0, v12}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    goto :L20
    :L121
    .line 32
    iget-object v0, v11, Lcom/tutortime/BookingArgsJsonAdapter;->booleanAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v0, v12}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    if-nez v0, :L155
    const-string v0, "confirmed"
    const-string v1, "confirmed"
    invoke-static {v0, v1, v12}, Lcom/squareup/moshi/internal/Util;->unexpectedNull(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v0
    const-string v2, "unexpectedNull(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v0
    :L155
    move-object v9, v0
    goto :L20
    :L160
    .line 33
    iget-object v0, v11, Lcom/tutortime/BookingArgsJsonAdapter;->nullableStringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v0, v12}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    goto :L20
    :L176
    .line 35
    invoke-virtual {v12}, Lcom/squareup/moshi/JsonReader;->skipName()V
    .line 36
    invoke-virtual {v12}, Lcom/squareup/moshi/JsonReader;->skipValue()V
    :L184
    goto :L20
    :L187
    .line 40
    invoke-virtual {v12}, Lcom/squareup/moshi/JsonReader;->endObject()V
    .line 41
    new-instance v0, Lcom/tutortime/BookingArgs;
    .line 42
    move-object v1, v0
    move-object v2, v7
    if-nez v7, :L219
    const-string v2, "slotId"
    const-string v3, "slot_id"
    invoke-static {v2, v3, v12}, Lcom/squareup/moshi/internal/Util;->missingProperty(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v2
    const-string v4, "missingProperty(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v2
    :L219
    .line 43
    .line 44
    move-object v3, v8
    move-object v4, v9
    if-eqz v9, :L232
    invoke-virtual {v4}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v4
    goto :L251
    :L232
    const-string v4, "confirmed"
    const-string v5, "confirmed"
    invoke-static {v4, v5, v12}, Lcom/squareup/moshi/internal/Util;->missingProperty(Ljava/lang/String;Ljava/lang/String;Lcom/squareup/moshi/JsonReader;)Lcom/squareup/moshi/JsonDataException;
    move-result-object v4
    const-string v6, "missingProperty(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    throw v4
    :L251
    .line 45
    .line 41
    invoke-direct {v1, v2, v3, v4, v10}, Lcom/tutortime/BookingArgs;-><init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    return-object v0
    :sw_35
    .packed-switch -0x1
        :L176
        :L68
        :L106
        :L121
        :L160
    .end packed-switch
.end method

.method public toJson(Lcom/squareup/moshi/JsonWriter;Lcom/tutortime/BookingArgs;)V
    .registers 6
    const-string v1, "writer"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    if-nez v5, :L20
    .line 51
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v2, "value_ was null! Wrap in .nullSafe() to write nullable values."
    invoke-direct {v0, v2}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :L20
    .line 53
    invoke-virtual {v4}, Lcom/squareup/moshi/JsonWriter;->beginObject()Lcom/squareup/moshi/JsonWriter;
    move-result-object v0
    .line 54
    const-string v1, "slot_id"
    invoke-virtual {v4, v1}, Lcom/squareup/moshi/JsonWriter;->name(Ljava/lang/String;)Lcom/squareup/moshi/JsonWriter;
    move-result-object v0
    .line 55
    iget-object v0, v3, Lcom/tutortime/BookingArgsJsonAdapter;->stringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v5}, Lcom/tutortime/BookingArgs;->getSlotId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v4, v2}, Lcom/squareup/moshi/JsonAdapter;->toJson(Lcom/squareup/moshi/JsonWriter;Ljava/lang/Object;)V
    .line 56
    const-string v1, "caller_package"
    invoke-virtual {v4, v1}, Lcom/squareup/moshi/JsonWriter;->name(Ljava/lang/String;)Lcom/squareup/moshi/JsonWriter;
    move-result-object v0
    .line 57
    iget-object v0, v3, Lcom/tutortime/BookingArgsJsonAdapter;->nullableStringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v5}, Lcom/tutortime/BookingArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v4, v2}, Lcom/squareup/moshi/JsonAdapter;->toJson(Lcom/squareup/moshi/JsonWriter;Ljava/lang/Object;)V
    .line 58
    const-string v1, "confirmed"
    invoke-virtual {v4, v1}, Lcom/squareup/moshi/JsonWriter;->name(Ljava/lang/String;)Lcom/squareup/moshi/JsonWriter;
    move-result-object v0
    .line 59
    iget-object v0, v3, Lcom/tutortime/BookingArgsJsonAdapter;->booleanAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v5}, Lcom/tutortime/BookingArgs;->getConfirmed()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-virtual {v0, v4, v2}, Lcom/squareup/moshi/JsonAdapter;->toJson(Lcom/squareup/moshi/JsonWriter;Ljava/lang/Object;)V
    .line 60
    const-string v1, "resume_token"
    invoke-virtual {v4, v1}, Lcom/squareup/moshi/JsonWriter;->name(Ljava/lang/String;)Lcom/squareup/moshi/JsonWriter;
    move-result-object v0
    .line 61
    iget-object v0, v3, Lcom/tutortime/BookingArgsJsonAdapter;->nullableStringAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-virtual {v5}, Lcom/tutortime/BookingArgs;->getResumeToken()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v4, v2}, Lcom/squareup/moshi/JsonAdapter;->toJson(Lcom/squareup/moshi/JsonWriter;Ljava/lang/Object;)V
    .line 62
    invoke-virtual {v4}, Lcom/squareup/moshi/JsonWriter;->endObject()Lcom/squareup/moshi/JsonWriter;
    move-result-object v0
    .line 63
    return-void
.end method

.method public bridge synthetic fromJson(Lcom/squareup/moshi/JsonReader;)Ljava/lang/Object;
    .registers 3
    .line 9
    invoke-virtual {v1, v2}, Lcom/tutortime/BookingArgsJsonAdapter;->fromJson(Lcom/squareup/moshi/JsonReader;)Lcom/tutortime/BookingArgs;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic toJson(Lcom/squareup/moshi/JsonWriter;Ljava/lang/Object;)V
    .registers 3
    .line 9
    check-cast v2, Lcom/tutortime/BookingArgs;
    invoke-virtual {v0, v1, v2}, Lcom/tutortime/BookingArgsJsonAdapter;->toJson(Lcom/squareup/moshi/JsonWriter;Lcom/tutortime/BookingArgs;)V
    return-void
.end method

