.class final Lcom/example/daa/Texts;
.super Ljava/lang/Object;
.source "Texts.java"

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static varargs fmt(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    .line 7
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-static {v0, p0, p1}, Lcom/example/daa/Texts;->fmtIn(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static varargs fmtIn(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    .line 10
    invoke-static {p0, p1, p2}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static varargs deep1(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 2
    .line 13
    invoke-static {p0, p1}, Lcom/example/daa/Texts;->deep2(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static varargs deep2(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 2
    .line 14
    invoke-static {p0, p1}, Lcom/example/daa/Texts;->deep3(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static varargs deep3(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    .line 15
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;
    invoke-static {v0, p0, p1}, Lcom/example/daa/Texts;->fmtIn(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
