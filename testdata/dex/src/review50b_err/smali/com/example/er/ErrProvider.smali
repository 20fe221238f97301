# Java sketch (ErrProvider.java); each eN is called from call(m, a, ex) with out = new Bundle(); lines are .line numbers.
#   e1: List<String> log = new ArrayList<>();                                                  // 100
#       try { Integer.parseInt(ex.getString("n")); } catch (NumberFormatException e) {
#         log.add(e.getMessage()); Log.w("T", String.join(";", log));                           // 101
#         out.putString("error_message", "Bad number"); }                                       // 102 silent
#   e2: ... catch (e) { errs.add(e.getMessage()); out.putString("error_message", String.join("; ", errs)); } // 200/201 REPORT
#   e4: List<String> problems = new ArrayList<>(); problems.add("Pet not found");              // 400
#       ... catch (e) { problems.add(e.getMessage()); Log.w("T", problems.toString()); }       // 401
#       out.putString("error_message", problems.get(0));                                        // 402 silent (index 0 is the fixed text)
#   e5: ... catch (e) { errs.add(e.getMessage()); String[] a = new String[errs.size()]; errs.toArray(a);  // 500
#       out.putString("error_message", String.join("; ", a)); }                                 // 501 REPORT
#   e6: ... catch (e) { errs.add(e.getMessage());                                               // 600
#       out.putString("error_message", CollectionsKt.joinToString$default(errs, "; ", ...)); }  // 601 REPORT (Kotlin errs.joinToString("; "))
#   e8: ... catch (e) { List<String> l = Collections.singletonList(e.getMessage());             // 800
#       out.putString("error_message", String.join("; ", l)); }                                 // 801 REPORT
#   e9: ... catch (e) { errs.add(e.getMessage());                                               // 900
#       out.putString("error_message", errs.stream().collect(Collectors.joining("; "))); }      // 901 REPORT
#   e10: ... catch (e) { errs.add(e.getMessage()); out.putString("error_message", errs.toString()); } // 1000/1001 REPORT
#   e13: ArrayList<String> errs ... catch (e) { errs.add(e.getMessage()); out.putString("error_message", errs.toString()); } // 1300/1301 REPORT (javac: invokevirtual ArrayList.toString)
#   e11: ... catch (e) { errs.add(e.getMessage()); out.putString("error_message", "Failed: " + errs); } // 1100/1101 REPORT
#   e12: ... catch (e) { List<String> c = new ArrayList<>(errs0); where errs0 got e.getMessage(); Iterator it = c.listIterator(); // 1200
#       out.putString("error_message", (String) it.next()); }                                    // 1201 REPORT
.class public Lcom/example/er/ErrProvider;
.super Landroid/content/ContentProvider;
.source "ErrProvider.java"
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e1(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e2(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e4(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e5(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e6(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e8(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e9(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e10(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e11(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e12(Landroid/os/Bundle;Landroid/os/Bundle;)V
    invoke-direct {p0, p3, v0}, Lcom/example/er/ErrProvider;->e13(Landroid/os/Bundle;Landroid/os/Bundle;)V
    return-object v0
.end method

.method private e1(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 100
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    .line 101
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    const-string v4, "; "
    invoke-static {v4, v0}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
    move-result-object v5
    const-string v6, "T"
    invoke-static {v6, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 102
    const-string v5, "Bad number"
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e2(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 200
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 201
    const-string v4, "; "
    invoke-static {v4, v0}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e4(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 400
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    const-string v3, "Pet not found"
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    .line 401
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v5
    const-string v6, "T"
    invoke-static {v6, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 402
    const/4 v7, 0x0
    invoke-interface {v0, v7}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e5(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 500
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-interface {v0}, Ljava/util/List;->size()I
    move-result v7
    new-array v6, v7, [Ljava/lang/String;
    invoke-interface {v0, v6}, Ljava/util/List;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;
    .line 501
    const-string v4, "; "
    invoke-static {v4, v6}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e6(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 600
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 601
    const-string v4, "; "
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    const/4 v8, 0x0
    const/16 v9, 0x3e
    move-object v1, v0
    move-object v2, v4
    move-object v3, v5
    move-object v4, v6
    const/4 v5, 0x0
    move-object v6, v7
    move-object v7, v8
    move v8, v9
    const/4 v9, 0x0
    invoke-static/range {v1 .. v9}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e8(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 800
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    .line 801
    const-string v4, "; "
    invoke-static {v4, v0}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e9(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 900
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 901
    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;
    move-result-object v5
    const-string v4, "; "
    invoke-static {v4}, Ljava/util/stream/Collectors;->joining(Ljava/lang/CharSequence;)Ljava/util/stream/Collector;
    move-result-object v4
    invoke-interface {v5, v4}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e10(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 1000
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 1001
    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e11(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 1100
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 1101
    new-instance v5, Ljava/lang/StringBuilder;
    const-string v4, "Failed: "
    invoke-direct {v5, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e12(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 1200
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6, v0}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    invoke-interface {v6}, Ljava/util/List;->listIterator()Ljava/util/ListIterator;
    move-result-object v6
    .line 1201
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method

.method private e13(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .locals 10
    .line 1300
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :try_start
    const-string v1, "n"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :catch
    goto :after
    :catch
    move-exception v2
    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 1301
    invoke-virtual {v0}, Ljava/util/ArrayList;->toString()Ljava/lang/String;
    move-result-object v5
    const-string v9, "error_message"
    invoke-virtual {p2, v9, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    :after
    return-void
.end method
