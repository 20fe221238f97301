# Java sketch (JobProvider.java), a provider whose arguments Gson and Moshi
# parse by reflection:
#   public class JobProvider extends ContentProvider {                          // 14
#       private final Gson gson = new Gson();                                   // 15
#       JsonAdapter<JobArgs> jobAdapter;                                        // set by the app's module
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String tool = extras.getString("tool_name");                        // 19
#           if ("run_job".equals(tool)) return run(gson.fromJson(arg, JobArgs.class));              // 20
#           if ("queue_job".equals(tool)) return run(parse(jobAdapter, arg));                       // 21
#           if ("reset_jobs".equals(tool)) return reset(gson.fromJson(DEFAULTS, JobDefaults.class)); // 22
#           return null;                                                        // 23
#       }
#       private static final String DEFAULTS = "{\"confirmed\":true}";
#
#       // true positive 614: the flag Gson parsed from the request decides a delete
#       private Bundle run(JobArgs args) {
#           if (!args.isConfirmed()) return null;                               // 29
#           getContext().deleteFile("jobs.db");                                 // 30
#           return new Bundle();                                                // 31
#       }
#       // Moshi parses the request in a generic helper naming no class: the cast in call() names it
#       static <T> T parse(JsonAdapter<T> adapter, String text) {
#           try { return adapter.fromJson(text); }                              // 35
#           catch (IOException e) { return null; }                              // 36
#       }
#       // near miss 614: the flag parsed from a constant decides the delete
#       private Bundle reset(JobDefaults d) {
#           if (!d.confirmed) return null;                                      // 40
#           getContext().deleteFile("jobs.db");                                 // 41
#           return new Bundle();                                                // 42
#       }
#   }
.class public Lcom/example/ao/JobProvider;
.super Landroid/content/ContentProvider;
.source "JobProvider.java"

.field private final gson:Lcom/google/gson/Gson;
.field jobAdapter:Lcom/squareup/moshi/JsonAdapter;

.method public constructor <init>()V
    .locals 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v0, Lcom/google/gson/Gson;
    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V
    iput-object v0, p0, Lcom/example/ao/JobProvider;->gson:Lcom/google/gson/Gson;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 19
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 20
    const-string p3, "run_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_0
    iget-object p1, p0, Lcom/example/ao/JobProvider;->gson:Lcom/google/gson/Gson;
    const-class p3, Lcom/example/ao/JobArgs;
    invoke-virtual {p1, p2, p3}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/ao/JobArgs;
    invoke-direct {p0, p1}, Lcom/example/ao/JobProvider;->run(Lcom/example/ao/JobArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_0
    const-string p3, "queue_job"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_1
    iget-object p1, p0, Lcom/example/ao/JobProvider;->jobAdapter:Lcom/squareup/moshi/JsonAdapter;
    invoke-static {p1, p2}, Lcom/example/ao/JobProvider;->parse(Lcom/squareup/moshi/JsonAdapter;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/ao/JobArgs;
    invoke-direct {p0, p1}, Lcom/example/ao/JobProvider;->run(Lcom/example/ao/JobArgs;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 22
    :cond_1
    const-string p2, "reset_jobs"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_2
    iget-object p1, p0, Lcom/example/ao/JobProvider;->gson:Lcom/google/gson/Gson;
    const-string p2, "{\"confirmed\":true}"
    const-class p3, Lcom/example/ao/JobDefaults;
    invoke-virtual {p1, p2, p3}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/ao/JobDefaults;
    invoke-direct {p0, p1}, Lcom/example/ao/JobProvider;->reset(Lcom/example/ao/JobDefaults;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_2
    const/4 p1, 0x0
    return-object p1
.end method

.method private run(Lcom/example/ao/JobArgs;)Landroid/os/Bundle;
    .locals 1
    .line 29
    invoke-virtual {p1}, Lcom/example/ao/JobArgs;->isConfirmed()Z
    move-result p1
    if-nez p1, :cond_0
    const/4 p1, 0x0
    return-object p1
    .line 30
    :cond_0
    invoke-virtual {p0}, Lcom/example/ao/JobProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string v0, "jobs.db"
    invoke-virtual {p1, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 31
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method

.method static parse(Lcom/squareup/moshi/JsonAdapter;Ljava/lang/String;)Ljava/lang/Object;
    .locals 0
    .line 35
    :try_start_0
    invoke-virtual {p0, p1}, Lcom/squareup/moshi/JsonAdapter;->fromJson(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p0
    :catch_0
    .line 36
    const/4 p0, 0x0
    return-object p0
.end method

.method private reset(Lcom/example/ao/JobDefaults;)Landroid/os/Bundle;
    .locals 1
    .line 40
    iget-boolean p1, p1, Lcom/example/ao/JobDefaults;->confirmed:Z
    if-nez p1, :cond_0
    const/4 p1, 0x0
    return-object p1
    .line 41
    :cond_0
    invoke-virtual {p0}, Lcom/example/ao/JobProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string v0, "jobs.db"
    invoke-virtual {p1, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 42
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method
